import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { db } from '../lib/firebase-admin.js';
import { liveDispatchDeps } from '../services/dispatch/live-dispatch-deps.js';
import { advanceDispatch, sweepDispatch } from '../services/dispatch/dispatch-step.js';

/** The timer's wake-ups: offers that ran out, a scheduled ride whose offers should start. */
export const dispatchStepTask = onTaskDispatched<{ orderId?: unknown }>(
  { retryConfig: { maxAttempts: 5, minBackoffSeconds: 5 }, rateLimits: { maxConcurrentDispatches: 50 } },
  async (request) => {
    const orderId = request.data.orderId;
    if (typeof orderId !== 'string' || !orderId) return;
    await advanceDispatch(db, orderId, liveDispatchDeps());
  },
);

/**
 * A net under the timer and the booking request: every minute, whatever is due and was not woken,
 * and any order whose booking request died before starting its dispatch.
 */
export const dispatchSweep = onSchedule('every 1 minutes', async () => {
  await sweepDispatch(db, liveDispatchDeps());
});
