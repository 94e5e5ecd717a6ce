import { isOrderStatus, type OrderStatus } from '@domain/order-lifecycle';
import { REPORT_MAX_AGE_MS } from '@domain/rider-duty';
import { ApiError } from '../../../lib/api/api-error';
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

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

/** How often what is waiting is tried again, when the browser's 'online' event does not come. */
export const RETRY_EVERY_MS = 15_000;

/**
 * The server refuses a fix older than REPORT_MAX_AGE_MS (2 minutes) by its own clock; a fix that
 * close to the limit would be refused on arrival, so it is dropped a little before.
 */
export const POSITION_KEEP_MS = REPORT_MAX_AGE_MS - 5_000;

/**
 * The request never got an answer: no network, a timeout (the API client's status 0), or the
 * sign-in token could not be refreshed for want of a connection.
 */
export function isConnectionProblem(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';
}

/** Worth trying again later: no connection, a rate limit, or trouble on the server's side. */
function isPassing(error: unknown): boolean {
  return (
    isConnectionProblem(error) || (error instanceof ApiError && (error.status === 429 || error.status >= 500))
  );
}

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

const request = ({ orderId, to, reason, handoverCode }: StepRequest): StepRequest => ({
  orderId,
  to,
  ...(reason ? { reason } : {}),
  ...(handoverCode ? { handoverCode } : {}),
});

/**
 * What the rider's screen could not send for want of a connection: step taps, kept in order (and
 * on the device, so a reload does not lose them), and the newest position fix only. When the
 * connection returns (the 'online' event, or the retry timer) the steps go in the order they were
 * tapped; a step the server refuses is dropped, with the later steps of the same order, and
 * reported. While nothing waits and the browser is online, a step or a fix is sent at once, as if
 * there were no outbox at all.
 */
export class RiderOutbox {
  private state: OutboxState;
  private readonly listeners = new Set<() => void>();
  private draining: Promise<void> | null = null;
  private again = false;
  /** Counts the duties: a send that lands after going off duty does not count for the next one. */
  private duty = 0;
  private readonly now: () => number;
  private readonly online: () => boolean;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.state = {
      steps: readSteps(options.storage, options.storageKey),
      position: null,
      lastPositionSent: null,
      refusals: [],
    };
  }

  readonly snapshot = (): OutboxState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Sends a step now, or queues it behind the steps already waiting (or while offline). Answers
   * whether it went or waits; a refusal of a step sent now is thrown, as the API client throws it.
   */
  async submitStep(step: StepRequest): Promise<'sent' | 'queued'> {
    if (this.state.steps.length === 0 && this.online()) {
      try {
        await this.options.sendStep(step);
        return 'sent';
      } catch (error) {
        if (!isConnectionProblem(error)) throw error;
      }
    }
    this.enqueue(step);
    void this.flush();
    return 'queued';
  }

  /** Sends a fix now, or keeps it (in place of any older one) until the connection is back. */
  async offerPosition(fix: PositionFix): Promise<'sent' | 'queued'> {
    const duty = this.duty;
    if (this.online()) {
      const sentAt = this.now();
      try {
        await this.options.sendPosition(fix);
        if (duty === this.duty) this.positionSent(fix, sentAt);
        return 'sent';
      } catch (error) {
        if (!isConnectionProblem(error)) throw error;
      }
    }
    if (duty === this.duty) this.keepPosition(fix);
    return 'queued';
  }

  /** Off duty: a waiting fix must never be sent after that, and the next duty starts afresh. */
  forgetPositions(): void {
    this.duty += 1;
    if (this.state.position || this.state.lastPositionSent) {
      this.update({ position: null, lastPositionSent: null });
    }
  }

  dismiss(refusal: Refusal): void {
    this.update({ refusals: this.state.refusals.filter((each) => each !== refusal) });
  }

  /**
   * Sends what waits, steps in order. One run at a time: a call during a run joins it, and the
   * run goes round once more, so what was queued or came back online meanwhile is not left over.
   */
  flush(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
        } while (this.again);
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /**
   * Tries again whenever the browser says it is back online, and every RETRY_EVERY_MS while
   * something waits. Answers the function that stops it.
   */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const backOnline = () => void this.flush();
    target.addEventListener('online', backOnline);
    const timer = setInterval(() => {
      this.dropStalePosition();
      if (this.state.steps.length > 0 || this.state.position) void this.flush();
    }, RETRY_EVERY_MS);
    void this.flush();
    return () => {
      target.removeEventListener('online', backOnline);
      clearInterval(timer);
    };
  }

  private async drain(): Promise<void> {
    if (!this.online()) return;
    if (!(await this.drainPosition())) return;
    for (let step = this.state.steps[0]; step && this.online(); step = this.state.steps[0]) {
      if (this.options.alreadyDone?.(step)) {
        this.removeSteps((each) => each === step);
        continue;
      }
      try {
        await this.options.sendStep(request(step));
      } catch (error) {
        if (isPassing(error)) return;
        if (error instanceof ApiError && error.status === 409 && this.options.alreadyDone?.(step)) {
          this.removeSteps((each) => each === step);
          continue;
        }
        this.refuse({ step, error });
        continue;
      }
      this.removeSteps((each) => each === step);
      this.options.onStepSent?.(step);
    }
  }

  /** Sends the waiting fix, if it is still fresh; false when the connection failed again. */
  private async drainPosition(): Promise<boolean> {
    this.dropStalePosition();
    const fix = this.state.position;
    if (!fix) return true;
    const sentAt = this.now();
    const duty = this.duty;
    try {
      await this.options.sendPosition(fix);
      if (duty === this.duty) this.positionSent(fix, sentAt);
    } catch (error) {
      if (isConnectionProblem(error)) return false;
      // Refused (off duty, too old by the server's clock) or rate-limited: a newer fix follows.
      if (this.state.position === fix) this.update({ position: null });
    }
    return true;
  }

  private enqueue(step: StepRequest): void {
    // The same step tapped twice while waiting is one step.
    if (this.state.steps.some((each) => each.orderId === step.orderId && each.to === step.to)) return;
    this.setSteps([...this.state.steps, { ...request(step), queuedAt: this.now() }]);
  }

  private refuse(refusal: Refusal): void {
    const { orderId, queuedAt } = refusal.step;
    // The order's later steps followed from this one: without it they would be refused too.
    this.removeSteps((each) => each.orderId === orderId && each.queuedAt >= queuedAt, {
      refusals: [...this.state.refusals, refusal],
    });
    this.options.onStepRefused?.(refusal);
  }

  private keepPosition(fix: PositionFix): void {
    const waiting = this.state.position;
    if (this.now() - fix.at > POSITION_KEEP_MS || (waiting && waiting.at > fix.at)) return;
    this.update({ position: fix });
  }

  private positionSent(fix: PositionFix, sentAt: number): void {
    const waiting = this.state.position;
    this.update({
      lastPositionSent: { fix, sentAt },
      position: waiting && waiting.at > fix.at ? waiting : null,
    });
  }

  private dropStalePosition(): void {
    const waiting = this.state.position;
    if (waiting && this.now() - waiting.at > POSITION_KEEP_MS) this.update({ position: null });
  }

  private removeSteps(which: (step: QueuedStep) => boolean, also: Partial<OutboxState> = {}): void {
    this.setSteps(
      this.state.steps.filter((step) => !which(step)),
      also,
    );
  }

  private setSteps(steps: QueuedStep[], also: Partial<OutboxState> = {}): void {
    const { storage, storageKey } = this.options;
    try {
      if (steps.length > 0) storage?.setItem(storageKey, JSON.stringify(steps));
      else storage?.removeItem(storageKey);
    } catch {
      // Storage full or off: the steps still wait in memory for as long as the page is open.
    }
    this.update({ ...also, steps });
  }

  private update(change: Partial<OutboxState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
