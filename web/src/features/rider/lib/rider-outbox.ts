import { REPORT_MAX_AGE_MS } from '@dropwise/domain/rider-duty';
import { ApiError } from '@/lib/api/api-error';
import { oneRunAtATime } from './one-run-at-a-time';
import { OutboxStore, stepRequest } from './outbox-store';
import type { OutboxOptions, OutboxState, Refusal, StepRequest } from './outbox-types';
import type { PositionFix } from './position-throttle';
import { isConnectionProblem, isPassing } from './send-failure';

/** How often what is waiting is tried again, when the browser's 'online' event does not come. */
export const RETRY_EVERY_MS = 15_000;

/**
 * The server refuses a fix older than REPORT_MAX_AGE_MS (2 minutes) by its own clock; a fix that
 * close to the limit would be refused on arrival, so it is dropped a little before.
 */
export const POSITION_KEEP_MS = REPORT_MAX_AGE_MS - 5_000;

/**
 * What the rider's screen could not send for want of a connection: step taps, kept in order (and
 * on the device, so a reload does not lose them), and the newest position fix only. When the
 * connection returns (the 'online' event, or the retry timer) the steps go in the order they were
 * tapped; a step the server refuses is dropped, with the later steps of the same order, and
 * reported. While nothing waits and the browser is online, a step or a fix is sent at once, as if
 * there were no outbox at all.
 */
export class RiderOutbox {
  private readonly store: OutboxStore;
  /** Counts the duties: a send that lands after going off duty does not count for the next one. */
  private duty = 0;
  private readonly now: () => number;
  private readonly online: () => boolean;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.store = new OutboxStore(options.storage, options.storageKey);
  }

  readonly snapshot = (): OutboxState => this.store.state;

  readonly subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /**
   * Sends a step now, or queues it behind the steps already waiting (or while offline). Answers
   * whether it went or waits; a refusal of a step sent now is thrown, as the API client throws it.
   */
  async submitStep(step: StepRequest): Promise<'sent' | 'queued'> {
    if (this.store.state.steps.length === 0 && this.online()) {
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
    if (this.store.state.position || this.store.state.lastPositionSent) {
      this.store.update({ position: null, lastPositionSent: null });
    }
  }

  dismiss(refusal: Refusal): void {
    this.store.update({ refusals: this.store.state.refusals.filter((each) => each !== refusal) });
  }

  /** Sends what waits, steps in order; a call while it runs makes it go round once more. */
  readonly flush = oneRunAtATime(() => this.drain());

  /**
   * Tries again whenever the browser says it is back online, and every RETRY_EVERY_MS while
   * something waits. Answers the function that stops it.
   */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const backOnline = () => void this.flush();
    target.addEventListener('online', backOnline);
    const timer = setInterval(() => {
      this.dropStalePosition();
      if (this.store.state.steps.length > 0 || this.store.state.position) void this.flush();
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
    for (let step = this.store.state.steps[0]; step && this.online(); step = this.store.state.steps[0]) {
      if (this.options.alreadyDone?.(step)) {
        this.store.removeSteps((each) => each === step);
        continue;
      }
      try {
        await this.options.sendStep(stepRequest(step));
      } catch (error) {
        if (isPassing(error)) return;
        if (error instanceof ApiError && error.status === 409 && this.options.alreadyDone?.(step)) {
          this.store.removeSteps((each) => each === step);
          continue;
        }
        this.refuse({ step, error });
        continue;
      }
      this.store.removeSteps((each) => each === step);
      this.options.onStepSent?.(step);
    }
  }

  /** Sends the waiting fix, if it is still fresh; false when the connection failed again. */
  private async drainPosition(): Promise<boolean> {
    this.dropStalePosition();
    const fix = this.store.state.position;
    if (!fix) return true;
    const sentAt = this.now();
    const duty = this.duty;
    try {
      await this.options.sendPosition(fix);
      if (duty === this.duty) this.positionSent(fix, sentAt);
    } catch (error) {
      if (isConnectionProblem(error)) return false;
      // Refused (off duty, too old by the server's clock) or rate-limited: a newer fix follows.
      if (this.store.state.position === fix) this.store.update({ position: null });
    }
    return true;
  }

  private enqueue(step: StepRequest): void {
    // The same step tapped twice while waiting is one step.
    if (this.store.state.steps.some((each) => each.orderId === step.orderId && each.to === step.to)) return;
    this.store.setSteps([...this.store.state.steps, { ...stepRequest(step), queuedAt: this.now() }]);
  }

  private refuse(refusal: Refusal): void {
    const { orderId, queuedAt } = refusal.step;
    // The order's later steps followed from this one: without it they would be refused too.
    this.store.removeSteps((each) => each.orderId === orderId && each.queuedAt >= queuedAt, {
      refusals: [...this.store.state.refusals, refusal],
    });
    this.options.onStepRefused?.(refusal);
  }

  private keepPosition(fix: PositionFix): void {
    const waiting = this.store.state.position;
    if (this.now() - fix.at > POSITION_KEEP_MS || (waiting && waiting.at > fix.at)) return;
    this.store.update({ position: fix });
  }

  private positionSent(fix: PositionFix, sentAt: number): void {
    const waiting = this.store.state.position;
    this.store.update({
      lastPositionSent: { fix, sentAt },
      position: waiting && waiting.at > fix.at ? waiting : null,
    });
  }

  private dropStalePosition(): void {
    const waiting = this.store.state.position;
    if (waiting && this.now() - waiting.at > POSITION_KEEP_MS) this.store.update({ position: null });
  }
}
