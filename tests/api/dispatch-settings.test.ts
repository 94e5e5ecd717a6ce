import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH_SETTINGS } from '@dropwise/domain/dispatch';
import { adminDb, ensureAccount } from '../support/booking-fixtures';
import { readSettings, saveSettings } from '../support/dispatch';
import { admin, AUTO_DISPATCH, customer, useDispatchFile } from '../support/api-dispatch';
import { DISPATCH_SETTINGS_PATH } from '@dropwise/domain/collections';

useDispatchFile();

describe('GET and PUT /api/admin/dispatch', () => {
  it('an admin reads the settings in force and saves new ones; each save bumps the version', async () => {
    const before = await readSettings(admin);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      auto: expect.any(Boolean),
      batchSize: expect.any(Number),
      offerSeconds: expect.any(Number),
      radiiKm: expect.any(Array),
      scheduledLeadMinutes: expect.any(Number),
      version: expect.any(Number),
    });
    const version = before.body.data!.version as number;
    const saved = await saveSettings(admin, { ...AUTO_DISPATCH, version });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, data: { ...AUTO_DISPATCH, version: version + 1 } });
    expect((await readSettings(admin)).body.data).toEqual({ ...AUTO_DISPATCH, version: version + 1 });
    expect((await adminDb.doc(DISPATCH_SETTINGS_PATH).get()).get('updatedBy')).toBe(admin.uid);
  });

  it('a save made on an older version is refused with 409 and changes nothing', async () => {
    const current = (await readSettings(admin)).body.data!;
    const stale = await saveSettings(admin, {
      ...AUTO_DISPATCH,
      batchSize: 5,
      version: (current.version as number) - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('conflict');
    expect((await readSettings(admin)).body.data).toEqual(current);
  });

  it.each([
    ['auto as text', { auto: 'yes' }, 'auto'],
    ['a batch of 0', { batchSize: 0 }, 'batchSize'],
    ['a batch of 11', { batchSize: 11 }, 'batchSize'],
    ['a batch of 2.5', { batchSize: 2.5 }, 'batchSize'],
    ['offers of 9 s', { offerSeconds: 9 }, 'offerSeconds'],
    ['offers of 121 s', { offerSeconds: 121 }, 'offerSeconds'],
    ['no radii', { radiiKm: [] }, 'radiiKm'],
    ['four radii', { radiiKm: [1, 2, 3, 4] }, 'radiiKm'],
    ['radii that shrink', { radiiKm: [6, 3] }, 'radiiKm'],
    ['a radius repeated', { radiiKm: [3, 3] }, 'radiiKm'],
    ['a radius over 50 km', { radiiKm: [3, 51] }, 'radiiKm'],
    ['a negative radius', { radiiKm: [-1, 3] }, 'radiiKm'],
    ['a radius as text', { radiiKm: ['3'] }, 'radiiKm'],
    ['a lead of 4 minutes', { scheduledLeadMinutes: 4 }, 'scheduledLeadMinutes'],
    ['a lead of 121 minutes', { scheduledLeadMinutes: 121 }, 'scheduledLeadMinutes'],
    ['a missing field', { batchSize: undefined }, 'batchSize'],
    ['a field the settings do not have', { maxRiders: 4 }, '_'],
  ])('%s is refused with 400 naming the field, and nothing changes', async (_name, change, field) => {
    const before = (await readSettings(admin)).body.data;
    const answer = await saveSettings(admin, { ...AUTO_DISPATCH, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    // A list's field names the entry at fault, e.g. `radiiKm.1`.
    const named = Object.keys(answer.body.error?.fields ?? {});
    expect(named.some((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
    expect((await readSettings(admin)).body.data).toEqual(before);
  });

  it('customers and riders may not read or change them (403); signed out, 401', async () => {
    const someRider = await ensureAccount(
      'dispatch-settings-rider',
      { rider: true },
      { active: true, name: 'R' },
    );
    const before = (await readSettings(admin)).body.data;
    for (const user of [customer, someRider]) {
      expect((await readSettings(user)).status).toBe(403);
      expect((await saveSettings(user, { ...AUTO_DISPATCH, batchSize: 1 })).status).toBe(403);
    }
    expect((await readSettings(null)).status).toBe(401);
    expect((await readSettings(admin)).body.data).toEqual(before);
  });

  it('the defaults are 3 riders, 30 s, 3, 6 and 10 km and 20 minutes, and dispatch by hand', () => {
    expect(DEFAULT_DISPATCH_SETTINGS).toMatchObject({
      auto: false,
      batchSize: 3,
      offerSeconds: 30,
      radiiKm: [3, 6, 10],
      scheduledLeadMinutes: 20,
    });
  });
});
