import type { RiderOffer } from '@dropwise/domain/dispatch';
import type { DocumentData } from 'firebase/firestore';
import { pointOrNull } from '@/lib/firebase/read-record';

/** An offer as the rider's screen keeps it: with when it was made, by the server's clock. */
export interface ShownOffer extends RiderOffer {
  /** `createdAt` (epoch ms); null on a document without it. */
  offeredAt: number | null;
}

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

const label = (place: unknown): string => {
  const text = (place as { label?: unknown } | null | undefined)?.label;
  return typeof text === 'string' ? text : '';
};

/** Firestore hands back a Timestamp; a number (epoch ms) is taken as it is. */
function epochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const toMillis = (value as { toMillis?: () => number } | null | undefined)?.toMillis;
  return typeof toMillis === 'function' ? toMillis.call(value) : null;
}

/**
 * `riders/{uid}/offers/{orderId}` as the rider's screen shows it, or null for a document it
 * cannot show truthfully (no end time, no pickup, no fare): an offer with a wrong fare or no
 * countdown is worse than none, and the order is offered to others as well.
 */
export function toRiderOffer(id: string, data: DocumentData): ShownOffer | null {
  const expiresAt = epochMs(data.expiresAt);
  const pickup = pointOrNull(data.pickup?.coordinates);
  const fare = amount(data.fare?.amount);
  if (expiresAt === null || !pickup || fare === null) return null;
  return {
    orderId: typeof data.orderId === 'string' && data.orderId ? data.orderId : id,
    kind: data.kind === 'parcel' ? 'parcel' : 'ride',
    pickup: { label: label(data.pickup), coordinates: pickup },
    dropOff: { label: label(data.dropOff), coordinates: pointOrNull(data.dropOff?.coordinates) },
    distanceToPickupKm: amount(data.distanceToPickupKm) ?? 0,
    tripKm: amount(data.tripKm) ?? 0,
    fare: { amount: fare, currency: typeof data.fare?.currency === 'string' ? data.fare.currency : 'INR' },
    expiresAt,
    round: typeof data.round === 'number' ? data.round : 1,
    offeredAt: epochMs(data.createdAt),
  };
}

/** Soonest to end first: the offer the rider has least time for stays on top, and new ones go below. */
export function offerOrder(a: RiderOffer, b: RiderOffer): number {
  return a.expiresAt - b.expiresAt || a.orderId.localeCompare(b.orderId);
}
