import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { type OrderStatus, STATUS_LABELS } from '@domain/order-lifecycle';
import { type NotificationInput, queueNotification } from '../notifications/queue-notification.js';
import type { AssignedRider } from './assigned-rider.js';
import { type Actor, customerOrderLink, liveCustomerUid, type OrderDocument } from './order-document.js';

const CUSTOMER_MESSAGES: Partial<Record<OrderStatus, (kind: string) => string>> = {
  accepted: (kind) => `Your ${kind} is accepted. We are finding a rider.`,
  assigned: () => 'A rider is assigned and on the way to the pickup.',
  picked_up: (kind) => (kind === 'ride' ? 'Your ride has started.' : 'Your parcel has been picked up.'),
  delivered: (kind) =>
    kind === 'ride'
      ? 'You have arrived. Thank you for riding with Dropwise.'
      : 'Your parcel has been delivered.',
  cancelled: (kind) => `Your ${kind} is cancelled.`,
  failed: (kind) => `Your ${kind} could not be completed.`,
};

/**
 * Queues, in the transition's transaction, what the customer and the riders concerned are told
 * (never the caller, who already sees the outcome on their own screen).
 */
export function notifyParties(
  db: Firestore,
  transaction: Transaction,
  change: {
    id: string;
    order: OrderDocument;
    from: OrderStatus;
    to: OrderStatus;
    reason: string | null;
    rider: AssignedRider | null;
    actor: Actor;
  },
): void {
  const { id, order, from, to, reason, rider, actor } = change;
  const notify = (input: NotificationInput) => {
    if (input.uid !== actor.uid) queueNotification(db, transaction, input);
  };
  const because = reason ? ` Reason: ${reason}` : '';
  const customerBody =
    (CUSTOMER_MESSAGES[to]?.(order.kind) ?? `Your ${order.kind} is ${STATUS_LABELS[to].toLowerCase()}.`) +
    because;
  // A deleted customer's order has only a tombstone: there is nobody to tell.
  const customerUid = liveCustomerUid(order);
  if (customerUid) {
    notify({
      uid: customerUid,
      title: `${order.kind === 'ride' ? 'Ride' : 'Parcel'}: ${STATUS_LABELS[to]}`,
      body: rider ? `${customerBody} Rider: ${rider.name}.` : customerBody,
      link: customerOrderLink(order.kind, id),
      orderId: id,
      kind: 'order_status',
    });
  }

  const riderId = rider?.id ?? order.riderId;
  if (riderId && riderId !== order.customerUid) {
    notify({
      uid: riderId,
      title: rider ? 'New order assigned' : `Order ${STATUS_LABELS[to].toLowerCase()}`,
      body: rider
        ? `Pick up at ${order.pickup.address}, drop off at ${order.dropOff.address}.`
        : `The order from ${order.pickup.address} is ${STATUS_LABELS[to].toLowerCase()}.${because}`,
      orderId: id,
      kind: 'order_status',
    });
  }
  // A reassignment also tells the rider who no longer has the order.
  if (rider && from === 'assigned' && order.riderId && order.riderId !== rider.id) {
    notify({
      uid: order.riderId,
      title: 'Order reassigned',
      body: `The order from ${order.pickup.address} went to another rider.`,
      orderId: id,
      kind: 'order_status',
    });
  }
}
