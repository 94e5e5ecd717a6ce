import { describe, expect, it } from 'vitest';
import { indiaDate, indiaMonth } from './india-time.js';

describe('India time', () => {
  it('counts days and months in India time, whatever the machine’s zone', () => {
    // 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India.
    const lateNight = Date.UTC(2026, 10, 30, 20, 0);
    expect(indiaDate(lateNight)).toBe('2026-12-01');
    expect(indiaMonth(lateNight)).toBe('2026-12');
  });
});
