import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { OrderActor, OrderDocument } from '@dropwise/domain/order-document';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { orderPath } from '@dropwise/domain/page-paths';
import { type NotificationInput, queueNotification } from '../notifications/queue-notification.js';
import type { AssignedRider } from './assigned-rider.js';
import { liveCustomerUid } from './order-document.js';

/**
 * Queues, in the transition's transaction, what the customer and the riders concerned are told
 * (never the caller, who already sees the outcome on their own screen).
 */
export function notifyParties(
  db: Firestore,
  transaction: Transaction,
  change: {
    id: string;
    order: OrderDocument<Timestamp>;
    from: OrderStatus;
    to: OrderStatus;
    reason: string | null;
    rider: AssignedRider | null;
    actor: OrderActor;
  },
): void {
  const { id, order, from, to, reason, rider, actor } = change;
  const notify = (input: NotificationInput) => {
    if (input.uid !== actor.uid) queueNotification(db, transaction, input);
  };
  // A deleted customer's order has only a tombstone: there is nobody to tell.
  const customerUid = liveCustomerUid(order);
  if (customerUid) {
    notify({
      uid: customerUid,
      // A rider gave the order back: the customer hears that the next one is being found.
      message:
        from === 'assigned' && to === 'accepted'
          ? { key: 'riderSearch', values: { kind: order.kind } }
          : {
              key: 'orderStatus',
              values: { kind: order.kind, status: to, reason, riderName: rider?.name ?? null },
            },
      link: orderPath(order.kind, id),
      orderId: id,
      kind: 'order_status',
    });
  }

  const riderId = rider?.id ?? order.riderId;
  if (riderId && riderId !== order.customerUid) {
    notify({
      uid: riderId,
      message: rider
        ? {
            key: 'riderOrderAssigned',
            values: { pickup: order.pickup.address, dropOff: order.dropOff.address },
          }
        : { key: 'riderOrderStatus', values: { status: to, pickup: order.pickup.address, reason } },
      orderId: id,
      kind: 'order_status',
    });
  }
  // A reassignment also tells the rider who no longer has the order.
  if (rider && from === 'assigned' && order.riderId && order.riderId !== rider.id) {
    notify({
      uid: order.riderId,
      message: { key: 'riderOrderReassigned', values: { pickup: order.pickup.address } },
      orderId: id,
      kind: 'order_status',
    });
  }
}
