import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { signInAdmin } from '../support/access-actors';
import { DEFAULT_FARE_INPUT, putFares, restoreDefaultFaresAfterAll } from '../support/api-fare-table';
import { adminDb, callApi } from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { FARE_TABLE_PATH } from '@dropwise/domain/collections';

restoreDefaultFaresAfterAll();

const VEHICLES = {
  bike: { label: 'Bike', base: 30, baseKm: 3, perKm: 8, minimum: 40, seats: 1 },
  auto: { label: 'Auto rickshaw', base: 40, baseKm: 3, perKm: 12, minimum: 60, seats: 3 },
  car: { label: 'Car', base: 60, perKm: 18, minimum: 120, seats: 4 },
};

/** A table at the guidelines' bounds: 2.0 and 0.5, bands that touch, 10 %, ₹100 and 30 minutes. */
const AT_THE_BOUNDS = {
  ...DEFAULT_FARE_INPUT,
  vehicles: VEHICLES,
  timeBands: [
    { from: '22:00', to: '06:00', multiplier: 2 },
    { from: '06:00', to: '08:00', multiplier: 0.5 },
    { from: '17:00', to: '20:00', multiplier: 1.25 },
  ],
  cancellation: { percent: 10, capRupees: 100, graceMinutes: 30 },
};

type Table = typeof AT_THE_BOUNDS;
const clock = (hour: number) => String(hour).padStart(2, '0');
const band = (from: string, to: string, multiplier = 1.5) => ({ from, to, multiplier });
const withBands = (...timeBands: unknown[]) => ({ ...AT_THE_BOUNDS, timeBands });
const withCancellation = (terms: Partial<Table['cancellation']>) => ({
  ...AT_THE_BOUNDS,
  cancellation: { ...AT_THE_BOUNDS.cancellation, ...terms },
});
const withVehicle = (type: keyof typeof VEHICLES, fields: Record<string, unknown>) => ({
  ...AT_THE_BOUNDS,
  vehicles: { ...VEHICLES, [type]: { ...VEHICLES[type], ...fields } },
});

/** Each table the guidelines refuse, and the field its 400 names. */
const REFUSED: Array<[string, unknown, string]> = [
  ['a multiplier of 2.01', withBands(band('22:00', '06:00', 2.01)), 'timeBands.0.multiplier'],
  ['a multiplier of 0.49', withBands(band('10:00', '12:00', 0.49)), 'timeBands.0.multiplier'],
  ['a ride whose base covers 2.5 km', withVehicle('bike', { baseKm: 2.5 }), 'vehicles.bike.baseKm'],
  ['a base km over 50', withVehicle('car', { baseKm: 51 }), 'vehicles.car.baseKm'],
  ['overlapping bands', withBands(band('22:00', '06:00'), band('05:00', '07:00')), 'timeBands.1.from'],
  ['a band that starts as it ends', withBands(band('09:00', '09:00')), 'timeBands.0.to'],
  ['a time that is no clock time', withBands(band('24:00', '02:00')), 'timeBands.0.from'],
  ['a band without its end', withBands({ from: '09:00', multiplier: 1.2 }), 'timeBands.0.to'],
  [
    'a multiplier given as text',
    withBands({ ...band('09:00', '10:00'), multiplier: '1.2' }),
    'timeBands.0.multiplier',
  ],
  [
    'thirteen bands',
    withBands(...Array.from({ length: 13 }, (_, hour) => band(`${clock(hour)}:00`, `${clock(hour)}:30`))),
    'timeBands',
  ],
  ['a cancellation of 10.5 %', withCancellation({ percent: 10.5 }), 'cancellation.percent'],
  ['a cancellation cap of ₹101', withCancellation({ capRupees: 101 }), 'cancellation.capRupees'],
  ['a cap in paise', withCancellation({ capRupees: 50.5 }), 'cancellation.capRupees'],
  ['31 grace minutes', withCancellation({ graceMinutes: 31 }), 'cancellation.graceMinutes'],
  ['a negative percent', withCancellation({ percent: -1 }), 'cancellation.percent'],
];

describe('PUT /api/fares: base kilometres, time bands and cancellation terms', () => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signInAdmin();
  });

  it('accepts the guidelines’ bounds (2.0 and 0.5, a ride base of 3 km, touching bands, 10 %, ₹100, 30 min); GET answers them', async () => {
    const saved = await putFares(admin.idToken, AT_THE_BOUNDS);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      timeBands: AT_THE_BOUNDS.timeBands,
      cancellation: AT_THE_BOUNDS.cancellation,
    });
    const read = await callApi('/api/fares', { token: admin.idToken });
    expect(read.body.data).toMatchObject({
      version: saved.body.data?.version,
      vehicles: { bike: { baseKm: 3 }, auto: { baseKm: 3 } },
      timeBands: AT_THE_BOUNDS.timeBands,
      cancellation: { percent: 10, capRupees: 100, graceMinutes: 30 },
    });
    expect(read.body.data?.vehicles).not.toHaveProperty('car.baseKm');
  });

  it('lets a vehicle that carries no passengers have a base under 3 km', async () => {
    const goods = { label: 'Goods tempo', base: 80, baseKm: 1, perKm: 20, minimum: 100, seats: 0 };
    const answer = await putFares(admin.idToken, {
      ...AT_THE_BOUNDS,
      vehicles: { ...VEHICLES, tempo: goods },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ vehicles: { tempo: { baseKm: 1, seats: 0 } } });
  });

  describe('refused: 400 naming the field, and the stored table unchanged', () => {
    let stored: DocumentData | undefined;
    beforeAll(async () => {
      expect((await putFares(admin.idToken, AT_THE_BOUNDS)).status).toBe(200);
      stored = (await adminDb.doc(FARE_TABLE_PATH).get()).data();
    });

    it.each(REFUSED)('%s', async (_name, table, field) => {
      const answer = await putFares(admin.idToken, table);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('validation_failed');
      expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
      expect((await adminDb.doc(FARE_TABLE_PATH).get()).data()).toEqual(stored);
    });
  });
});
