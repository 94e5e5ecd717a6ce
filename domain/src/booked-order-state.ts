import type { OrderDocument } from './order-document.js';

/**
 * What every order holds when it is booked, beside what its request and fare decide: pending, no
 * rider, nothing cancelled or failed, no wrong handover code, counted open, paid in cash (the only
 * way to pay today, docs/money.md). The booking writes it; seeds and fixtures start from it.
 */
export function bookedOrderState(): Pick<
  OrderDocument<never>,
  | 'status'
  | 'shopId'
  | 'riderId'
  | 'riderName'
  | 'riderPhone'
  | 'historyCount'
  | 'countedOpen'
  | 'cancelledBy'
  | 'cancelReason'
  | 'failedBy'
  | 'failReason'
  | 'handoverAttempts'
  | 'handoverLocked'
  | 'payment'
  | 'dispatch'
  | 'shared'
> {
  return {
    status: 'pending',
    shopId: null,
    riderId: null,
    riderName: null,
    riderPhone: null,
    // Entry 0 is the booking's own.
    historyCount: 1,
    // Counted in bookingLimits/{uid}.open until it leaves the open statuses.
    countedOpen: true,
    cancelledBy: null,
    cancelReason: null,
    failedBy: null,
    failReason: null,
    // Wrong handover codes so far; at HANDOVER_MAX_ATTEMPTS the code locks.
    handoverAttempts: 0,
    handoverLocked: false,
    payment: { method: 'cash' },
    // Null, not absent, so that the minute sweep can find an order whose dispatch never started.
    dispatch: null,
    // Until the customer shares the trip (a shop's booking shares it at once).
    shared: false,
  };
}
