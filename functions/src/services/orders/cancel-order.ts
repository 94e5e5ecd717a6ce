import type { TransitionedOrder } from '@dropwise/domain/api/orders';
import type { Firestore } from 'firebase-admin/firestore';
import type { OrderActor } from '@dropwise/domain/order-document';
import type { DispatchDeps } from '../dispatch/dispatch-deps.js';
import { transitionOrder } from './transition-order.js';

/**
 * Cancelling is a transition with a reason; the state machine says when. A customer's or an
 * admin's ends the order (`cancelled`); the assigned rider's gives it back to the board
 * (`accepted`) for another rider. Either may cost a fee (@dropwise/domain/cancellation-fee).
 */
export function cancelOrder(
  db: Firestore,
  orderId: string,
  actor: OrderActor,
  reason: string,
  dispatch?: DispatchDeps,
): Promise<TransitionedOrder> {
  const to = actor.role === 'rider' ? 'accepted' : 'cancelled';
  return transitionOrder(db, { orderId, actor, to, reason }, undefined, dispatch);
}
