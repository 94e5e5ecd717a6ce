import { isOrderStatus } from '@dropwise/domain/order-lifecycle';
import type { KeyValueStore, OutboxState, QueuedStep, StepRequest } from './outbox-types';

function readSteps(storage: KeyValueStore | null | undefined, key: string): QueuedStep[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved.filter(
      (step: Partial<QueuedStep> | null): step is QueuedStep =>
        typeof step?.orderId === 'string' && isOrderStatus(step.to) && typeof step.queuedAt === 'number',
    );
  } catch {
    return [];
  }
}

/** The step as the API takes it: only the fields it has. */
export const stepRequest = ({ orderId, to, reason, handoverCode }: StepRequest): StepRequest => ({
  orderId,
  to,
  ...(reason ? { reason } : {}),
  ...(handoverCode ? { handoverCode } : {}),
});

/**
 * What the rider outbox holds, as an external store for React: every change is told to the
 * listeners, and the steps are written to the device as they change (and read back on a reload).
 */
export class OutboxStore {
  private current: OutboxState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: KeyValueStore | null | undefined,
    private readonly storageKey: string,
  ) {
    this.current = {
      steps: readSteps(storage, storageKey),
      position: null,
      lastPositionSent: null,
      refusals: [],
    };
  }

  get state(): OutboxState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  removeSteps(which: (step: QueuedStep) => boolean, also: Partial<OutboxState> = {}): void {
    this.setSteps(
      this.current.steps.filter((step) => !which(step)),
      also,
    );
  }

  setSteps(steps: QueuedStep[], also: Partial<OutboxState> = {}): void {
    try {
      if (steps.length > 0) this.storage?.setItem(this.storageKey, JSON.stringify(steps));
      else this.storage?.removeItem(this.storageKey);
    } catch {
      // Storage full or off: the steps still wait in memory for as long as the page is open.
    }
    this.update({ ...also, steps });
  }

  update(change: Partial<OutboxState>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener();
  }
}
