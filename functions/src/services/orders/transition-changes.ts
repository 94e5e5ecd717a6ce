import { FieldValue } from 'firebase-admin/firestore';
import { HANDOVER_MAX_ATTEMPTS, handoverAttemptsLeft } from '@dropwise/domain/handover';
import type { OrderActor, OrderDocument } from '@dropwise/domain/order-document';
import { FINAL_STATUSES, type OrderStatus } from '@dropwise/domain/order-lifecycle';
import type { AssignedRider } from '../order-records/assigned-rider.js';
import type { OrderChanges } from '../order-records/order-document.js';
import type { HistoryEntryFields } from '../order-records/order-history.js';

/** One status change as the order and its history record it. */
export interface StatusChange {
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  reason: string | null;
  /** The rider being assigned, when the change assigns one. */
  rider: AssignedRider | null;
}

/**
 * What a status change sets on the order: the status, who carries it, and who ended it and why.
 * `offersWithdrawn`: a person took the order off automatic dispatch, whose summary then says so.
 */
export function statusChanges(change: StatusChange, offersWithdrawn: boolean): OrderChanges {
  const { from, to, actor, reason, rider } = change;
  return {
    status: to,
    updatedAt: FieldValue.serverTimestamp(),
    ...(rider
      ? {
          riderId: rider.id,
          riderName: rider.name,
          riderPhone: rider.phone,
          riderVehicle: rider.vehicle,
          shopId: rider.shopId,
        }
      : {}),
    // Given back to the board: nobody carries it until the next assignment.
    ...(to === 'accepted' && from === 'assigned'
      ? {
          riderId: null,
          riderName: null,
          riderPhone: null,
          riderVehicle: null,
          shopId: null,
          assignment: null,
        }
      : {}),
    ...(offersWithdrawn ? { 'dispatch.state': 'manual', 'dispatch.offered': 0, 'dispatch.until': null } : {}),
    // The first assignment starts the clock on the minutes to pickup.
    ...(rider && from !== 'assigned' ? { assignedAt: FieldValue.serverTimestamp() } : {}),
    ...(to === 'cancelled' ? { cancelledBy: actor, cancelReason: reason } : {}),
    ...(to === 'failed' ? { failReason: reason, failedBy: actor } : {}),
  };
}

/** The history entry of a status change (numbered by historyChanges); `handoverOverride`: an admin completed a locked step. */
export function statusHistoryEntry(change: StatusChange, handoverOverride: boolean): HistoryEntryFields {
  const { from, to, actor, reason, rider } = change;
  return {
    from,
    to,
    by: { uid: actor.uid, role: actor.role },
    reason,
    ...(rider ? { riderId: rider.id } : {}),
    ...(handoverOverride ? { handoverOverride: true } : {}),
  };
}

type HandoverAttempts = Pick<Required<OrderDocument<unknown>>, 'handoverAttempts' | 'handoverLocked'>;

/** A wrong handover code, counted on the order; the last one allowed locks the step. */
export function wrongCodeAttempt(order: Pick<OrderDocument<unknown>, 'handoverAttempts'>): {
  changes: HandoverAttempts;
  attemptsLeft: number;
} {
  const handoverAttempts = HANDOVER_MAX_ATTEMPTS - handoverAttemptsLeft(order.handoverAttempts) + 1;
  return {
    changes: { handoverAttempts, handoverLocked: handoverAttempts >= HANDOVER_MAX_ATTEMPTS },
    attemptsLeft: handoverAttemptsLeft(handoverAttempts),
  };
}

/**
 * The riders a status change may free for other orders: the order's rider when it ends, goes back
 * to the board or to another rider, and the riders whose offers it withdrew.
 */
export function ridersFreedBy(
  change: StatusChange,
  order: Pick<OrderDocument<unknown>, 'riderId'>,
  withdrawn: { riders: string[] } | null,
): string[] {
  const { to, rider } = change;
  const previous = order.riderId ?? null;
  const leaves =
    FINAL_STATUSES.includes(to) || to === 'accepted' || (rider !== null && rider.id !== previous);
  return [...(previous && leaves ? [previous] : []), ...(withdrawn?.riders ?? [])];
}
