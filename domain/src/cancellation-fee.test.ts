import { describe, expect, it } from 'vitest';
import { cancellationFee, cancelReasonCode, type FeeCase, feeAmountPaise } from './cancellation-fee.js';

const assignedAt = Date.parse('2026-11-28T10:00:00+05:30');
const minutesLater = (minutes: number) => assignedAt + minutes * 60_000;
const customer = (change: Partial<FeeCase>): FeeCase => ({
  by: 'customer',
  reason: 'changed_plans',
  fareRupees: 240,
  assignedAt,
  pickupEtaMinutes: 8,
  now: minutesLater(6),
  ...change,
});

describe('cancellation fees', () => {
  it('is 10 % of the fare, never above ₹100, in whole paise', () => {
    const terms = { percent: 10, capRupees: 100, graceMinutes: 5 };
    expect(feeAmountPaise(240, terms)).toBe(2_400);
    expect(feeAmountPaise(1_500, terms)).toBe(10_000);
    expect(feeAmountPaise(33.33, { ...terms, percent: 7.5 })).toBe(250);
    expect(feeAmountPaise(240, { ...terms, percent: 0 })).toBe(0);
  });

  it('charges a customer who cancels past the grace minutes without a valid reason', () => {
    expect(cancellationFee(customer({}))).toEqual({
      amountPaise: 2_400,
      waived: false,
      why: 'no_valid_reason',
    });
  });

  it('is free within the grace, before any rider, and when an admin cancels', () => {
    expect(cancellationFee(customer({ now: minutesLater(5) }))).toMatchObject({
      waived: true,
      why: 'within_grace',
    });
    expect(cancellationFee(customer({ assignedAt: null }))).toMatchObject({
      amountPaise: 0,
      why: 'no_rider_yet',
    });
    expect(cancellationFee(customer({ by: 'admin' }))).toMatchObject({ amountPaise: 0, why: 'by_admin' });
  });

  it('is free when the rider is late past the estimate plus 10 minutes, unless they are at the pickup', () => {
    expect(cancellationFee(customer({ now: minutesLater(18) }))).toMatchObject({ why: 'no_valid_reason' });
    expect(cancellationFee(customer({ now: minutesLater(18.5) }))).toMatchObject({ why: 'rider_late' });
    expect(cancellationFee(customer({ now: minutesLater(30), riderAtPickup: true }))).toMatchObject({
      why: 'no_valid_reason',
    });
    // Without an estimate the rider is late 10 minutes after the assignment.
    expect(cancellationFee(customer({ pickupEtaMinutes: null, now: minutesLater(11) }))).toMatchObject({
      why: 'rider_late',
    });
  });

  it('is free when the rider asked, by the code or the words', () => {
    expect(cancellationFee(customer({ reason: 'rider_asked' }))).toMatchObject({ why: 'valid_reason' });
    expect(cancellationFee(customer({ reason: ' The rider asked me to cancel ' }))).toMatchObject({
      why: 'valid_reason',
    });
  });

  it('charges a rider who gives an order back without a valid reason, grace or not', () => {
    const rider = customer({ by: 'rider', reason: 'Going home', now: minutesLater(1) });
    expect(cancellationFee(rider)).toEqual({ amountPaise: 2_400, waived: false, why: 'no_valid_reason' });
    for (const reason of ['vehicle_breakdown', 'accident', 'customer_unreachable']) {
      expect(cancellationFee({ ...rider, reason })).toMatchObject({ amountPaise: 0, why: 'valid_reason' });
    }
  });

  it('knows the listed reasons and nothing else', () => {
    expect(cancelReasonCode('Vehicle breakdown')).toBe('vehicle_breakdown');
    expect(cancelReasonCode('accident')).toBe('accident');
    expect(cancelReasonCode('My scooter broke down')).toBeNull();
  });
});
