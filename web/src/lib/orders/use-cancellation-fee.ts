import { AT_PICKUP_KM, type CancellationFee, cancellationFee } from '@dropwise/domain/cancellation-fee';
import type { CancellationTerms } from '@dropwise/domain/cancellation-terms';
import { type Coordinates, distanceKm } from '@dropwise/domain/geo';
import { useNow } from '@/lib/trip/use-now';
import type { OrderView } from './order-view';

/** Often enough that the grace running out, or the rider turning late, shows within seconds. */
const FEE_CLOCK_MS = 5_000;

export interface FeeCircumstances {
  /** The fare table's cancellation terms. */
  terms: CancellationTerms;
  /** The rider is at the pickup by their last position (the customer's side only). */
  riderAtPickup?: boolean;
}

/**
 * What cancelling (the customer) or giving the order back (its rider) would cost at `now`, by the
 * same rule the server charges with; the server's answer is the one that counts.
 */
export function previewCancellationFee(
  order: OrderView,
  by: 'customer' | 'rider',
  reason: string,
  { terms, riderAtPickup = false }: FeeCircumstances,
  now: number,
): CancellationFee {
  return cancellationFee({
    by,
    reason,
    fareRupees: order.fare?.amount ?? 0,
    // As on the server: the fee counts from the assignment only while a rider holds the order.
    assignedAt: order.status === 'assigned' ? (order.assignment?.at.getTime() ?? null) : null,
    pickupEtaMinutes: order.assignment?.pickupEtaMinutes ?? null,
    riderAtPickup,
    now,
    terms,
  });
}

/** {@link previewCancellationFee} now, again as time passes. */
export function useCancellationFee(
  order: OrderView,
  by: 'customer' | 'rider',
  reason: string,
  circumstances: FeeCircumstances,
): CancellationFee {
  return previewCancellationFee(order, by, reason, circumstances, useNow(FEE_CLOCK_MS));
}

/** Whether a rider's position puts them at the pickup (as the server counts it). */
export function atPickup(position: Coordinates | null, pickup: Coordinates | null): boolean {
  return !!position && !!pickup && distanceKm(position, pickup) <= AT_PICKUP_KM;
}
