import { getFunctions } from 'firebase-admin/functions';

/**
 * Something that wakes an order's dispatch at a given time: when its offers run out, or when a
 * scheduled ride's offers should start. The step it wakes decides for itself what is due, so an
 * early, late or repeated wake-up does no harm, and the minute sweep (`sweepDispatch`) catches
 * any that never came.
 */
export interface DispatchTimer {
  wakeAt(orderId: string, atMs: number): Promise<void>;
}

/** The task queue function that runs the step (functions/src/triggers/dispatch-step-task.ts). */
export const DISPATCH_STEP_QUEUE = 'locations/us-central1/functions/dispatchStepTask';

/** Cloud Tasks through `onTaskDispatched`: the Functions emulator runs these too. */
export function cloudTasksTimer(): DispatchTimer {
  return {
    async wakeAt(orderId, atMs) {
      await getFunctions()
        .taskQueue<{ orderId: string }>(DISPATCH_STEP_QUEUE)
        .enqueue({ orderId }, { scheduleTime: new Date(Math.max(atMs, Date.now())) });
    },
  };
}
