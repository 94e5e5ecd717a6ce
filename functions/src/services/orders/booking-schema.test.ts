import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FARE_TABLE, type FareTable } from '@dropwise/domain/fares';
import { bookingSchemaFor } from './booking-schema.js';

const ride = (scheduledAt: string) => ({
  kind: 'ride',
  requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  vehicleType: 'auto',
  scheduledAt,
  pickup: { address: 'Pune Railway Station' },
  dropOff: { address: 'Shaniwar Wada' },
  passengers: 1,
});

describe('bookingSchemaFor', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one schema per fare table and makes a new one for a new table', () => {
    const newer: FareTable = { ...DEFAULT_FARE_TABLE, version: DEFAULT_FARE_TABLE.version + 1 };
    expect(bookingSchemaFor(DEFAULT_FARE_TABLE)).toBe(bookingSchemaFor(DEFAULT_FARE_TABLE));
    expect(bookingSchemaFor(newer)).not.toBe(bookingSchemaFor(DEFAULT_FARE_TABLE));
  });

  it('judges a time against the clock when the request is checked, not when the schema was made', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const schema = bookingSchemaFor(DEFAULT_FARE_TABLE);
    expect(schema.safeParse(ride('2026-11-22T12:00:00Z')).success).toBe(true);

    vi.setSystemTime(new Date('2026-11-22T13:00:00Z'));
    const later = bookingSchemaFor(DEFAULT_FARE_TABLE).safeParse(ride('2026-11-22T12:00:00Z'));
    expect(later.success).toBe(false);
    expect(later.error?.issues[0]?.message).toBe('Choose a time that is not in the past.');
  });
});
