import { getFunctions } from 'firebase-admin/functions';
import { settings } from '../../config/settings.js';
import { FUNCTIONS_REGION } from '@dropwise/domain/functions-region';

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
export const DISPATCH_STEP_QUEUE = `locations/${FUNCTIONS_REGION}/functions/dispatchStepTask`;

/**
 * Cloud Tasks through `onTaskDispatched`. The Functions emulator runs these too, but its Cloud Tasks
 * emulator runs a task at once whatever its `scheduleTime`: there the wake-up is held in the
 * process until it is due, or an order waiting ten minutes for a rider would wake, find itself
 * early and set the timer again, thousands of times.
 */
export function cloudTasksTimer(): DispatchTimer {
  const enqueue = (orderId: string, atMs: number) =>
    getFunctions()
      .taskQueue<{ orderId: string }>(DISPATCH_STEP_QUEUE)
      .enqueue({ orderId }, { scheduleTime: new Date(Math.max(atMs, Date.now())) });
  if (settings.functionsEmulator() !== 'true') return { wakeAt: enqueue };
  return {
    async wakeAt(orderId, atMs) {
      setTimeout(
        () => void enqueue(orderId, atMs).catch((error: unknown) => console.warn('dispatch: timer', error)),
        Math.max(0, atMs - Date.now()),
      );
    },
  };
}
