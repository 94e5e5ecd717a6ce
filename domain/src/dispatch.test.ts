import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPATCH_SETTINGS,
  dispatchSettingsInputSchema,
  parseStoredDispatchSettings,
} from './dispatch.js';

const valid = { auto: true, batchSize: 3, offerSeconds: 30, radiiKm: [3, 6, 10], scheduledLeadMinutes: 20 };

describe('dispatch settings', () => {
  it('accepts the defaults and a version', () => {
    expect(dispatchSettingsInputSchema.safeParse({ ...valid, version: 4 }).success).toBe(true);
  });

  it('refuses radii that do not grow, too many, or over 50 km', () => {
    for (const radiiKm of [[6, 3], [3, 3], [1, 2, 3, 4], [], [3, 51]]) {
      expect(dispatchSettingsInputSchema.safeParse({ ...valid, radiiKm }).success).toBe(false);
    }
  });

  it('keeps settings saved before the longest wait existed, with its default', () => {
    expect(parseStoredDispatchSettings({ ...valid, version: 3 })).toEqual({
      ...valid,
      maxWaitMinutes: 10,
      version: 3,
    });
  });

  it('bounds the longest wait for a free rider to 1 to 60 whole minutes, and lets a save leave it out', () => {
    for (const maxWaitMinutes of [0, 61, 2.5, '10']) {
      expect(dispatchSettingsInputSchema.safeParse({ ...valid, maxWaitMinutes }).success).toBe(false);
    }
    expect(dispatchSettingsInputSchema.safeParse({ ...valid, maxWaitMinutes: 60 }).success).toBe(true);
    expect(dispatchSettingsInputSchema.safeParse(valid).success).toBe(true);
  });

  it('reads a stored document defensively: anything malformed falls back to the defaults, keeping the version', () => {
    expect(parseStoredDispatchSettings(undefined)).toEqual(DEFAULT_DISPATCH_SETTINGS);
    expect(parseStoredDispatchSettings({ ...valid, maxWaitMinutes: 5, version: 7, updatedBy: 'x' })).toEqual({
      ...valid,
      maxWaitMinutes: 5,
      version: 7,
    });
    expect(parseStoredDispatchSettings({ ...valid, batchSize: 99, version: 2 })).toEqual({
      ...DEFAULT_DISPATCH_SETTINGS,
      version: 2,
    });
  });
});
