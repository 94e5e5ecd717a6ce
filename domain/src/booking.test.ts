import { describe, expect, it } from 'vitest';
import {
  bookingRequestSchema,
  cancelRequestSchema,
  quoteRequestSchema,
  sameAddress,
  transitionRequestSchema,
} from './booking.js';
import { DEFAULT_FARE_TABLE } from './default-fare-table.js';
import { firstProblemPerField } from './field-problems.js';

const now = new Date('2026-11-22T10:00:00Z');
const schema = bookingRequestSchema(DEFAULT_FARE_TABLE, now);
const requestId = '6f1c2a4e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';

const ride = {
  kind: 'ride',
  requestId,
  vehicleType: 'auto',
  scheduledAt: 'now',
  pickup: { address: 'Pune Railway Station' },
  dropOff: { address: 'Shaniwar Wada, Pune', coordinates: { lat: 18.5195, lng: 73.8553 } },
  passengers: 2,
};
const parcel = {
  kind: 'parcel',
  requestId,
  pickup: { address: 'FC Road 12, Pune' },
  dropOff: { address: 'Baner Road 4, Pune' },
  parcel: { sizeBand: 'small', description: 'Documents', receiverName: 'Asha', receiverPhone: '98765 43210' },
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstProblemPerField(result.error.issues);
}

describe('booking request schema', () => {
  it('accepts a ride for now and outputs a null schedule', () => {
    const result = schema.parse(ride);
    expect(result).toMatchObject({ kind: 'ride', scheduledAt: null, passengers: 2 });
  });

  it('accepts a parcel and normalises the receiver phone to E.164', () => {
    const result = schema.parse(parcel);
    expect(result.kind === 'parcel' && result.parcel.receiverPhone).toBe('+919876543210');
    expect(result.scheduledAt).toBeNull();
  });

  it('accepts a time later today and within the booking window', () => {
    const later = schema.parse({ ...ride, scheduledAt: '2026-11-22T15:30:00+05:30' });
    expect(later.scheduledAt?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(schema.safeParse({ ...ride, scheduledAt: '2026-12-20T10:00:00Z' }).success).toBe(true);
  });

  it('refuses a time in the past and beyond the booking window', () => {
    expect(fieldErrors({ ...ride, scheduledAt: '2026-11-22T09:00:00Z' })).toEqual({
      scheduledAt: 'Choose a time that is not in the past.',
    });
    expect(fieldErrors({ ...ride, scheduledAt: '2027-01-30T09:00:00Z' }).scheduledAt).toMatch(/30 days/);
    expect(fieldErrors({ ...ride, scheduledAt: 'tomorrow' }).scheduledAt).toBeDefined();
  });

  it('refuses the same pickup and drop-off, even with different case and spacing', () => {
    expect(fieldErrors({ ...ride, dropOff: { address: '  pune railway   STATION ' } })).toEqual({
      'dropOff.address': 'The drop-off must be different from the pickup.',
    });
    expect(sameAddress('MG Road, 5', 'mg road 5')).toBe(true);
    expect(sameAddress('MG Road 5', 'MG Road 6')).toBe(false);
  });

  it('refuses more passengers than the vehicle seats and fewer than one', () => {
    expect(fieldErrors({ ...ride, passengers: 4 })).toEqual({
      passengers: 'This vehicle carries at most 3 passengers.',
    });
    expect(fieldErrors({ ...ride, vehicleType: 'bike', passengers: 2 }).passengers).toBe(
      'This vehicle carries one passenger.',
    );
    expect(fieldErrors({ ...ride, passengers: 0 }).passengers).toBeDefined();
    expect(fieldErrors({ ...ride, passengers: 1.5 }).passengers).toBeDefined();
  });

  it('refuses a vehicle type the fare table does not list', () => {
    expect(fieldErrors({ ...ride, vehicleType: 'rocket' }).vehicleType).toMatch(
      /Choose one of: bike, auto, car/,
    );
  });

  it('refuses missing fields, oversized text, unknown fields and a made-up request id', () => {
    expect(Object.keys(fieldErrors({ kind: 'ride' })).sort()).toEqual(
      ['dropOff', 'pickup', 'requestId', 'vehicleType'].sort(),
    );
    expect(fieldErrors({ ...ride, pickup: { address: 'x'.repeat(201) } })['pickup.address']).toMatch(
      /under 200/,
    );
    expect(fieldErrors({ ...ride, pickup: { address: 'ab' } })['pickup.address']).toMatch(/at least 3/);
    expect(fieldErrors({ ...ride, status: 'delivered' })).toHaveProperty('_');
    expect(fieldErrors({ ...ride, requestId: 'abc' }).requestId).toMatch(/UUID/);
    expect(fieldErrors({ ...ride, kind: 'boat' }).kind).toMatch(/ride.*parcel/);
  });

  it('refuses a parcel without a size band, a description or a valid receiver phone', () => {
    const errors = fieldErrors({
      ...parcel,
      parcel: { sizeBand: 'huge', description: '', receiverName: 'A', receiverPhone: '12' },
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['parcel.description', 'parcel.receiverName', 'parcel.receiverPhone', 'parcel.sizeBand'].sort(),
    );
  });

  it('refuses coordinates out of range', () => {
    expect(
      fieldErrors({ ...ride, pickup: { address: 'Somewhere 1', coordinates: { lat: 95, lng: 0 } } }),
    ).toHaveProperty('pickup.coordinates.lat');
  });
});

describe('quote, cancel and transition request schemas', () => {
  it('needs a vehicle type for a ride quote and a size band for a parcel quote', () => {
    const quote = quoteRequestSchema(DEFAULT_FARE_TABLE);
    expect(quote.safeParse({ kind: 'ride', vehicleType: 'car' }).success).toBe(true);
    expect(quote.safeParse({ kind: 'ride' }).success).toBe(false);
    expect(quote.safeParse({ kind: 'parcel', sizeBand: 'medium' }).success).toBe(true);
    expect(quote.safeParse({ kind: 'parcel', sizeBand: 'enormous' }).success).toBe(false);
  });

  it('needs a reason of 3 to 300 characters to cancel', () => {
    expect(cancelRequestSchema.safeParse({ reason: 'Plans changed' }).success).toBe(true);
    expect(cancelRequestSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(cancelRequestSchema.safeParse({ reason: 'x'.repeat(301) }).success).toBe(false);
    expect(cancelRequestSchema.safeParse({}).success).toBe(false);
  });

  it('accepts only known target statuses in a transition', () => {
    expect(transitionRequestSchema.safeParse({ to: 'accepted' }).success).toBe(true);
    expect(transitionRequestSchema.safeParse({ to: 'teleported' }).success).toBe(false);
    expect(transitionRequestSchema.safeParse({ to: 'assigned', riderId: 'r1', extra: 1 }).success).toBe(
      false,
    );
  });
});
