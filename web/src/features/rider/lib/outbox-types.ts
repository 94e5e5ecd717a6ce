import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import type { PositionFix, SentFix } from './position-throttle';

/** A step the rider tapped: the order, the status it moves to, and what that step needs. */
export interface StepRequest {
  orderId: string;
  to: OrderStatus;
  reason?: string;
  handoverCode?: string;
}

export interface QueuedStep extends StepRequest {
  /** Epoch ms of the tap. */
  queuedAt: number;
}

/** A queued step the server refused once the connection was back, and why. */
export interface Refusal {
  step: QueuedStep;
  error: unknown;
}

export interface OutboxState {
  /** Steps waiting for the connection, oldest first: they are sent in this order. */
  steps: readonly QueuedStep[];
  /** The newest fix that could not be sent yet (older ones are of no use to anybody). */
  position: PositionFix | null;
  /** The last fix the server took, and when it was sent (the throttle counts from it). */
  lastPositionSent: SentFix | null;
  refusals: readonly Refusal[];
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OutboxOptions {
  sendStep: (step: StepRequest) => Promise<void>;
  sendPosition: (fix: PositionFix) => Promise<void>;
  /** Where the steps outlive a reload while offline (one key per rider). */
  storage?: KeyValueStore | null;
  storageKey: string;
  now?: () => number;
  online?: () => boolean;
  /**
   * Whether the order has already reached or passed the step (a send that timed out may still
   * have arrived, or an admin moved the order): such a step is not sent again.
   */
  alreadyDone?: (step: QueuedStep) => boolean;
  /** A queued step the server took. */
  onStepSent?: (step: QueuedStep) => void;
  /** A queued step the server refused: it is dropped with the later steps of its order. */
  onStepRefused?: (refusal: Refusal) => void;
}
