import type { TransitionedOrder } from '@dropwise/domain/api/orders';
import type { Firestore } from 'firebase-admin/firestore';
import type { OrderActor } from '@dropwise/domain/order-document';
import type { DispatchDeps } from '../dispatch/dispatch-deps.js';
import { transitionOrder } from './transition-order.js';

/** Cancelling is a transition to `cancelled` with a reason; the state machine says when. */
export function cancelOrder(
  db: Firestore,
  orderId: string,
  actor: OrderActor,
  reason: string,
  dispatch?: DispatchDeps,
): Promise<TransitionedOrder> {
  return transitionOrder(db, { orderId, actor, to: 'cancelled', reason }, undefined, dispatch);
}
