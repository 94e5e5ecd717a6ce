import type { TransitionedOrder } from '@dropwise/domain/api/orders';
import type { Firestore } from 'firebase-admin/firestore';
import type { OrderActor } from '@dropwise/domain/order-document';
import { transitionOrder } from './transition-order.js';

/** Cancelling is a transition to `cancelled` with a reason; the state machine says when. */
export function cancelOrder(
  db: Firestore,
  orderId: string,
  actor: OrderActor,
  reason: string,
): Promise<TransitionedOrder> {
  return transitionOrder(db, { orderId, actor, to: 'cancelled', reason });
}
