import type { Auth } from 'firebase/auth';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { transitionOrder } from '@/lib/orders/transition-order';
import { reportPosition } from '@/features/rider/api/report-position';
import type { OutboxState, QueuedStep } from '@/features/rider/lib/outbox-types';
import { RiderOutbox } from '@/features/rider/lib/rider-outbox';

export interface OutboxEvents {
  alreadyDone: (step: QueuedStep) => boolean;
  onStepSent: (step: QueuedStep) => void;
}

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The rider's outbox for this screen: steps through POST /api/orders/:id/transition, fixes through
 * POST /api/rider/position, kept per rider on this device. `events` may change on every render;
 * the outbox always calls the latest.
 */
export function useRiderOutbox(
  auth: Auth,
  riderId: string,
  events: OutboxEvents,
): { outbox: RiderOutbox; state: OutboxState } {
  const latest = useRef(events);
  latest.current = events;
  const outbox = useMemo(
    () =>
      new RiderOutbox({
        sendStep: ({ orderId, ...step }) => transitionOrder(auth, orderId, step),
        sendPosition: (fix) => reportPosition(auth, fix),
        storage: deviceStorage(),
        storageKey: `dropwise.rider.outbox.${riderId}`,
        alreadyDone: (step) => latest.current.alreadyDone(step),
        onStepSent: (step) => latest.current.onStepSent(step),
      }),
    [auth, riderId],
  );
  useEffect(() => outbox.start(), [outbox]);
  const state = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  return { outbox, state };
}
