import type { Firestore } from 'firebase-admin/firestore';
import { transitionOrder, type TransitionResult } from './transition-order.js';
import type { Actor } from './order-document.js';

/** Cancelling is a transition to `cancelled` with a reason; the state machine says when. */
export function cancelOrder(
  db: Firestore,
  orderId: string,
  actor: Actor,
  reason: string,
): Promise<TransitionResult> {
  return transitionOrder(db, { orderId, actor, to: 'cancelled', reason });
}
