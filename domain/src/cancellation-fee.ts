import { type CancellationTerms, DEFAULT_CANCELLATION_TERMS } from './cancellation-terms.js';
import { rupeesToPaise } from './money.js';

/**
 * What cancelling an order costs, the same on the screen that asks and on the server that
 * charges. The Motor Vehicle Aggregator Guidelines 2025 allow a fee (at most 10 % of the fare,
 * at most ₹100) from a passenger or a driver who cancels without a valid reason; the operator
 * states the valid reasons to both (docs/money.md, "Cancellation fees").
 */

/** Within this distance of the pickup (km) a rider counts as there. */
export const AT_PICKUP_KM = 0.2;

/** The rider counts as late this long past the pickup estimate given at the assignment. */
export const RIDER_LATE_MINUTES = 10;

/** The reasons a customer picks from; `rider_asked` is a valid reason, the others are not. */
export const CUSTOMER_CANCEL_REASONS = ['rider_asked', 'changed_plans', 'booked_by_mistake'] as const;
/** The reasons a rider may give an order back for without a fee. */
export const RIDER_VALID_REASONS = ['vehicle_breakdown', 'accident', 'customer_unreachable'] as const;

export type CancelReasonCode =
  (typeof CUSTOMER_CANCEL_REASONS)[number] | (typeof RIDER_VALID_REASONS)[number];

/** The words a listed reason is stored and shown with where no translation applies (history, admins). */
export const CANCEL_REASON_TEXT: Record<CancelReasonCode, string> = {
  rider_asked: 'The rider asked me to cancel',
  changed_plans: 'My plans changed',
  booked_by_mistake: 'I booked by mistake',
  vehicle_breakdown: 'Vehicle breakdown',
  accident: 'Accident',
  customer_unreachable: 'Customer unreachable at the pickup for 10 minutes',
};

const VALID_REASONS: readonly CancelReasonCode[] = ['rider_asked', ...RIDER_VALID_REASONS];

/** A listed reason, sent as its code or its English words; null for a reason in the person's own words. */
export function cancelReasonCode(reason: string): CancelReasonCode | null {
  const said = reason.trim().toLowerCase();
  const codes = Object.keys(CANCEL_REASON_TEXT) as CancelReasonCode[];
  return codes.find((code) => code === said || CANCEL_REASON_TEXT[code].toLowerCase() === said) ?? null;
}

/** Why a cancellation costs what it does. */
export type FeeWhy =
  'no_rider_yet' | 'by_admin' | 'within_grace' | 'rider_late' | 'valid_reason' | 'no_valid_reason';

export interface CancellationFee {
  amountPaise: number;
  /** True whenever nothing is charged. */
  waived: boolean;
  why: FeeWhy;
}

export interface FeeCase {
  by: 'customer' | 'rider' | 'admin';
  reason: string;
  fareRupees: number;
  /** The current assignment (epoch ms), or null while no rider holds the order. */
  assignedAt: number | null;
  /** The minutes to the pickup estimated at that assignment, when the rider's position was known. */
  pickupEtaMinutes: number | null;
  /** The rider is at the pickup now (by their last position): then they are not late, however long it took. */
  riderAtPickup?: boolean;
  now: number;
  terms?: CancellationTerms;
}

/** The fee's amount under the terms: the percent of the fare, never above the cap. */
export function feeAmountPaise(fareRupees: number, terms: CancellationTerms): number {
  const share = Math.round((rupeesToPaise(fareRupees) * terms.percent) / 100);
  return Math.min(share, rupeesToPaise(terms.capRupees));
}

/**
 * A customer pays once a rider has held the order past the grace minutes, unless the rider is
 * late or asked them to cancel; a rider who gives an order back pays unless they give a valid
 * reason; an admin's cancellation costs nobody anything.
 */
export function cancellationFee(feeCase: FeeCase): CancellationFee {
  const terms = feeCase.terms ?? DEFAULT_CANCELLATION_TERMS;
  const free = (why: FeeWhy): CancellationFee => ({ amountPaise: 0, waived: true, why });
  if (feeCase.by === 'admin') return free('by_admin');
  if (feeCase.assignedAt === null) return free('no_rider_yet');
  const code = cancelReasonCode(feeCase.reason);
  if (code && VALID_REASONS.includes(code)) return free('valid_reason');
  const minutes = (feeCase.now - feeCase.assignedAt) / 60_000;
  if (feeCase.by === 'customer') {
    if (minutes <= terms.graceMinutes) return free('within_grace');
    const late = minutes > (feeCase.pickupEtaMinutes ?? 0) + RIDER_LATE_MINUTES;
    if (late && !feeCase.riderAtPickup) return free('rider_late');
  }
  const amountPaise = feeAmountPaise(feeCase.fareRupees, terms);
  return amountPaise > 0 ? { amountPaise, waived: false, why: 'no_valid_reason' } : free('no_valid_reason');
}
