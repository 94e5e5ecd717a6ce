import { describe, expect, it } from 'vitest';
import { fareTableInputSchema } from './fares.js';
import { DEFAULT_FARE_TABLE } from './default-fare-table.js';
import { parseStoredFareTable } from './stored-fare-table.js';
import { handoverAttemptsLeft, needsHandoverCode, wrongCodeMessage } from './handover.js';
import {
  isOnDuty,
  isPositionStale,
  ON_DUTY_SILENCE_MS,
  positionReportSchema,
  trailBucket,
} from './rider-duty.js';
import { firstNameOf } from './tracking.js';
import { estimateTripEta, etaToward } from './trip-eta.js';

const station = { lat: 18.5289, lng: 73.8744 };
const wada = { lat: 18.5195, lng: 73.8553 };

describe('trip estimate', () => {
  it('stretches the straight line by the road factor and divides by the vehicle speed', () => {
    const eta = estimateTripEta(DEFAULT_FARE_TABLE, 'bike', station, wada);
    // 2.3 km straight x 1.35 = 3.1 km road, at 22 km/h = 8 min
    expect(eta).toEqual({ distanceKm: 3.1, minutes: 8 });
  });

  it('uses the speeds and road factor an admin saved', () => {
    const table = {
      ...DEFAULT_FARE_TABLE,
      roadFactor: 1,
      vehicles: { ...DEFAULT_FARE_TABLE.vehicles, car: { ...DEFAULT_FARE_TABLE.vehicles.car!, cityKmh: 11 } },
    };
    expect(estimateTripEta(table, 'car', station, wada)).toEqual({ distanceKm: 2.3, minutes: 13 });
  });

  it('says 0 minutes once the rider is there and heads to the pickup, then the drop-off', () => {
    expect(estimateTripEta(DEFAULT_FARE_TABLE, 'auto', station, station).minutes).toBe(0);
    expect(etaToward('assigned')).toBe('pickup');
    expect(etaToward('picked_up')).toBe('dropOff');
    expect(etaToward('delivered')).toBeNull();
  });

  it('keeps tables saved before the speeds existed valid, and refuses a silly road factor', () => {
    const { version: _version, ...old } = DEFAULT_FARE_TABLE;
    expect(parseStoredFareTable({ ...old, version: 4 }).version).toBe(4);
    expect(fareTableInputSchema.safeParse({ ...old, roadFactor: 0.5 }).success).toBe(false);
  });
});

describe('position reports', () => {
  const now = 1_800_000_000_000;
  const report = { lat: 18.52, lng: 73.85, accuracy: 12, at: now - 1000 };
  const fields = (body: unknown) => {
    const parsed = positionReportSchema(() => now).safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  };

  it('takes a fresh, precise fix', () => {
    expect(fields(report)).toEqual([]);
  });

  it('refuses coordinates out of range, rough fixes, old or future times and extra keys', () => {
    expect(fields({ ...report, lat: 91 })).toEqual(['lat']);
    expect(fields({ ...report, lng: '73' })).toEqual(['lng']);
    expect(fields({ ...report, accuracy: 1001 })).toEqual(['accuracy']);
    expect(fields({ ...report, at: now - 121_000 })).toEqual(['at']);
    expect(fields({ ...report, at: now + 60_000 })).toEqual(['at']);
    expect(fields({ ...report, speed: 3 })).toEqual(['']);
  });
});

describe('duty', () => {
  const now = 1_800_000_000_000;
  it('counts a rider on duty only with the switch on and a sign of life in the last 10 minutes', () => {
    expect(isOnDuty({ onDuty: true, dutyChangedAt: now - 1000 }, null, now)).toBe(true);
    expect(isOnDuty({ onDuty: true, dutyChangedAt: now - ON_DUTY_SILENCE_MS - 1 }, null, now)).toBe(false);
    expect(isOnDuty({ onDuty: true, dutyChangedAt: 0 }, now - 60_000, now)).toBe(true);
    expect(isOnDuty({ onDuty: false, dutyChangedAt: now }, now, now)).toBe(false);
  });

  it('calls a position older than 2 minutes out of date', () => {
    expect(isPositionStale(now - 119_000, now)).toBe(false);
    expect(isPositionStale(now - 121_000, now)).toBe(true);
    expect(isPositionStale(null, now)).toBe(true);
  });

  it('puts reports 30 s apart in different trail buckets', () => {
    expect(trailBucket(now)).toBe(trailBucket(now + 29_999 - (now % 30_000)));
    expect(trailBucket(now + 30_000)).toBe(trailBucket(now) + 1);
  });
});

describe('handover code', () => {
  it('guards the start of a ride and the delivery of a parcel only', () => {
    expect(needsHandoverCode('ride', 'picked_up')).toBe(true);
    expect(needsHandoverCode('ride', 'delivered')).toBe(false);
    expect(needsHandoverCode('parcel', 'delivered')).toBe(true);
    expect(needsHandoverCode('parcel', 'picked_up')).toBe(false);
  });

  it('counts the attempts left', () => {
    expect(handoverAttemptsLeft(undefined)).toBe(5);
    expect(handoverAttemptsLeft(4)).toBe(1);
    expect(wrongCodeMessage(1)).toBe('That code is not right. 1 attempt left.');
  });

  it('gives the public page the first name only', () => {
    expect(firstNameOf('  Ravi Kumar Shinde ')).toBe('Ravi');
    expect(firstNameOf('')).toBeNull();
  });
});
