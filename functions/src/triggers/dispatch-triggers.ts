import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { db } from '../lib/firebase-admin.js';
import { liveDispatchDeps } from '../services/dispatch/live-dispatch-deps.js';
import { advanceDispatch, startDispatch, sweepDispatch } from '../services/dispatch/dispatch-step.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * A new order's dispatch, when the booking request that made it did not start it (it died first):
 * with the run already started, three reads and nothing more (docs/dispatch.md).
 */
export const dispatchOnOrderCreated = onDocumentCreated(`${ORDERS}/{orderId}`, async (event) => {
  await startDispatch(db, event.params.orderId, liveDispatchDeps());
});

/** The timer's wake-ups: offers that ran out, a scheduled ride whose offers should start. */
export const dispatchStepTask = onTaskDispatched<{ orderId?: unknown }>(
  { retryConfig: { maxAttempts: 5, minBackoffSeconds: 5 }, rateLimits: { maxConcurrentDispatches: 50 } },
  async (request) => {
    const orderId = request.data.orderId;
    if (typeof orderId !== 'string' || !orderId) return;
    await advanceDispatch(db, orderId, liveDispatchDeps());
  },
);

/** A net under the timer: every minute, whatever is due and was not woken. */
export const dispatchSweep = onSchedule('every 1 minutes', async () => {
  await sweepDispatch(db, liveDispatchDeps());
});
