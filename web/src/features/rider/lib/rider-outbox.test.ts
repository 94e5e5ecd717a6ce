import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import type { PositionFix } from './position-throttle';
import {
  type OutboxOptions,
  POSITION_KEEP_MS,
  RETRY_EVERY_MS,
  RiderOutbox,
  type StepRequest,
} from './rider-outbox';

const offlineError = () => new ApiError(0, 'unavailable', 'We could not reach Dropwise.');
const fix = (at: number): PositionFix => ({ lat: 18.52, lng: 73.85, accuracy: 10, at });
const KEY = 'dropwise.rider.outbox.r1';

/** A server the tests switch off and on, recording what reached it. */
function setUp(overrides: Partial<OutboxOptions> = {}) {
  let online = true;
  let now = 1_000_000;
  const sentSteps: StepRequest[] = [];
  const sentFixes: PositionFix[] = [];
  const refuse = new Map<string, ApiError>();
  const sendStep = vi.fn(async (step: StepRequest) => {
    if (!online) throw offlineError();
    const refusal = refuse.get(`${step.orderId}:${step.to}`);
    if (refusal) throw refusal;
    sentSteps.push(step);
  });
  const sendPosition = vi.fn(async (position: PositionFix) => {
    if (!online) throw offlineError();
    sentFixes.push(position);
  });
  const outbox = new RiderOutbox({
    sendStep,
    sendPosition,
    storage: localStorage,
    storageKey: KEY,
    now: () => now,
    online: () => online,
    ...overrides,
  });
  return {
    outbox,
    sendStep,
    sentSteps,
    sentFixes,
    refuse,
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    advance: (ms: number) => (now += ms),
    now: () => now,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the rider outbox: steps', () => {
  it('sends a step at once while online and nothing waits, and throws its refusal as it came', async () => {
    const { outbox, sentSteps, refuse } = setUp();
    await expect(outbox.submitStep({ orderId: 'o1', to: 'picked_up', handoverCode: '1234' })).resolves.toBe(
      'sent',
    );
    expect(sentSteps).toEqual([{ orderId: 'o1', to: 'picked_up', handoverCode: '1234' }]);
    const wrong = new ApiError(422, 'wrong_handover_code', 'That code is not right. 4 attempts left.');
    refuse.set('o2:picked_up', wrong);
    await expect(outbox.submitStep({ orderId: 'o2', to: 'picked_up', handoverCode: '0000' })).rejects.toBe(
      wrong,
    );
    expect(outbox.snapshot().steps).toEqual([]);
  });

  it('queues steps while offline and sends them in the order they were tapped', async () => {
    const { outbox, sendStep, sentSteps, goOffline, goOnline, advance } = setUp();
    goOffline();
    expect(await outbox.submitStep({ orderId: 'o1', to: 'picked_up', handoverCode: '1234' })).toBe('queued');
    advance(1_000);
    expect(await outbox.submitStep({ orderId: 'o2', to: 'failed', reason: 'Shop closed' })).toBe('queued');
    advance(1_000);
    expect(await outbox.submitStep({ orderId: 'o1', to: 'delivered' })).toBe('queued');
    // Offline the browser is not even asked to send.
    expect(sendStep).not.toHaveBeenCalled();
    expect(outbox.snapshot().steps.map((step) => `${step.orderId}:${step.to}`)).toEqual([
      'o1:picked_up',
      'o2:failed',
      'o1:delivered',
    ]);

    goOnline();
    await outbox.flush();
    expect(sentSteps).toEqual([
      { orderId: 'o1', to: 'picked_up', handoverCode: '1234' },
      { orderId: 'o2', to: 'failed', reason: 'Shop closed' },
      { orderId: 'o1', to: 'delivered' },
    ]);
    expect(outbox.snapshot().steps).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('queues a step whose request found no network even though the browser said online', async () => {
    const { outbox, sendStep, refuse } = setUp();
    refuse.set('o1:picked_up', offlineError());
    expect(await outbox.submitStep({ orderId: 'o1', to: 'picked_up' })).toBe('queued');
    expect(sendStep).toHaveBeenCalled();
    expect(outbox.snapshot().steps).toHaveLength(1);
  });

  it('puts a new step behind the waiting ones even when online, so the order is kept', async () => {
    const { outbox, sentSteps, refuse, goOffline, goOnline } = setUp();
    goOffline();
    expect(await outbox.submitStep({ orderId: 'o1', to: 'picked_up' })).toBe('queued');
    goOnline();
    refuse.set('o1:picked_up', new ApiError(503, 'unavailable', 'Try again later.'));
    await outbox.flush();
    expect(await outbox.submitStep({ orderId: 'o2', to: 'picked_up' })).toBe('queued');
    await outbox.flush();
    // The server's trouble holds the line; o2 did not overtake o1.
    expect(sentSteps).toEqual([]);
    refuse.clear();
    await outbox.flush();
    expect(sentSteps.map((step) => step.orderId)).toEqual(['o1', 'o2']);
  });

  it('keeps one copy of a step tapped twice while waiting', async () => {
    const { outbox, goOffline } = setUp();
    goOffline();
    await outbox.submitStep({ orderId: 'o1', to: 'picked_up' });
    await outbox.submitStep({ orderId: 'o1', to: 'picked_up' });
    expect(outbox.snapshot().steps).toHaveLength(1);
  });

  it('drops a refused step with the later steps of its order, reports it, and goes on with the rest', async () => {
    const onStepRefused = vi.fn();
    const onStepSent = vi.fn();
    const { outbox, sentSteps, refuse, goOffline, goOnline, advance } = setUp({ onStepRefused, onStepSent });
    goOffline();
    await outbox.submitStep({ orderId: 'o1', to: 'picked_up', handoverCode: '0000' });
    advance(1);
    await outbox.submitStep({ orderId: 'o2', to: 'delivered' });
    advance(1);
    await outbox.submitStep({ orderId: 'o1', to: 'delivered' });
    const wrong = new ApiError(422, 'wrong_handover_code', 'That code is not right. 4 attempts left.');
    refuse.set('o1:picked_up', wrong);

    goOnline();
    await outbox.flush();
    expect(sentSteps).toEqual([{ orderId: 'o2', to: 'delivered' }]);
    expect(onStepSent).toHaveBeenCalledOnce();
    expect(onStepRefused).toHaveBeenCalledWith({
      step: expect.objectContaining({ orderId: 'o1' }),
      error: wrong,
    });
    const [refusal] = outbox.snapshot().refusals;
    expect(refusal?.error).toBe(wrong);
    expect(outbox.snapshot().steps).toEqual([]);
    outbox.dismiss(refusal!);
    expect(outbox.snapshot().refusals).toEqual([]);
  });

  it('skips a step the order has already reached (a timed-out send that did arrive)', async () => {
    const done = new Set<string>();
    const { outbox, sentSteps, refuse, goOffline, goOnline } = setUp({
      alreadyDone: (step) => done.has(`${step.orderId}:${step.to}`),
    });
    goOffline();
    await outbox.submitStep({ orderId: 'o1', to: 'picked_up' });
    await outbox.submitStep({ orderId: 'o2', to: 'picked_up' });
    done.add('o1:picked_up');
    refuse.set('o2:picked_up', new ApiError(409, 'conflict', 'Already picked up.'));
    goOnline();
    // o2's 409 arrives before the live order shows it was already done.
    const flushing = outbox.flush();
    done.add('o2:picked_up');
    await flushing;
    expect(sentSteps).toEqual([]);
    expect(outbox.snapshot().steps).toEqual([]);
    expect(outbox.snapshot().refusals).toEqual([]);
  });

  it('keeps the waiting steps on the device, for a reload while offline', async () => {
    const first = setUp();
    first.goOffline();
    await first.outbox.submitStep({ orderId: 'o1', to: 'picked_up', handoverCode: '1234' });
    const second = setUp();
    expect(second.outbox.snapshot().steps).toEqual([
      expect.objectContaining({ orderId: 'o1', to: 'picked_up', handoverCode: '1234' }),
    ]);
    await second.outbox.flush();
    expect(second.sentSteps).toEqual([{ orderId: 'o1', to: 'picked_up', handoverCode: '1234' }]);
  });

  it('ignores what it cannot read back from storage', () => {
    localStorage.setItem(KEY, JSON.stringify([{ orderId: 'o1', to: 'teleported', queuedAt: 1 }, null, 7]));
    expect(setUp().outbox.snapshot().steps).toEqual([]);
    localStorage.setItem(KEY, '{not json');
    expect(setUp().outbox.snapshot().steps).toEqual([]);
  });
});

describe('the rider outbox: position', () => {
  it('keeps only the newest fix while offline and sends it when the connection is back', async () => {
    const { outbox, sentFixes, goOffline, goOnline, now, advance } = setUp();
    goOffline();
    expect(await outbox.offerPosition(fix(now()))).toBe('queued');
    advance(10_000);
    const newest = fix(now());
    await outbox.offerPosition(newest);
    // A fix that arrives late and is older than the one waiting does not replace it.
    await outbox.offerPosition(fix(now() - 5_000));
    expect(outbox.snapshot().position).toBe(newest);
    goOnline();
    await outbox.flush();
    expect(sentFixes).toEqual([newest]);
    expect(outbox.snapshot().position).toBeNull();
    expect(outbox.snapshot().lastPositionSent).toEqual({ fix: newest, sentAt: now() });
  });

  it('drops a fix older than 2 minutes instead of sending it', async () => {
    const { outbox, sentFixes, goOffline, goOnline, now, advance } = setUp();
    expect(POSITION_KEEP_MS).toBeLessThanOrEqual(2 * 60 * 1000);
    goOffline();
    await outbox.offerPosition(fix(now()));
    advance(POSITION_KEEP_MS + 1);
    goOnline();
    await outbox.flush();
    expect(sentFixes).toEqual([]);
    expect(outbox.snapshot().position).toBeNull();
    // Nor is one kept that is already too old when it comes.
    goOffline();
    await outbox.offerPosition(fix(now() - POSITION_KEEP_MS - 1));
    expect(outbox.snapshot().position).toBeNull();
  });

  it('forgets the waiting fix when the rider goes off duty', async () => {
    const { outbox, sentFixes, goOffline, goOnline, now } = setUp();
    goOffline();
    await outbox.offerPosition(fix(now()));
    outbox.forgetPositions();
    goOnline();
    await outbox.flush();
    expect(sentFixes).toEqual([]);
  });

  it('lets no send that lands after going off duty count for the next duty, nor wait', async () => {
    let fail = () => {};
    let land = () => {};
    const sendPosition = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          land = resolve;
          fail = () => reject(offlineError());
        }),
    );
    const { outbox, now } = setUp({ sendPosition });
    const landed = outbox.offerPosition(fix(now()));
    outbox.forgetPositions();
    land();
    await landed;
    expect(outbox.snapshot().lastPositionSent).toBeNull();
    const lost = outbox.offerPosition(fix(now()));
    outbox.forgetPositions();
    fail();
    await lost;
    expect(outbox.snapshot().position).toBeNull();
  });

  it('throws a refused fix (not a connection problem) to the reporter', async () => {
    const refused = new ApiError(409, 'conflict', 'You are off duty.');
    const { outbox, now } = setUp({ sendPosition: vi.fn().mockRejectedValue(refused) });
    await expect(outbox.offerPosition(fix(now()))).rejects.toBe(refused);
    expect(outbox.snapshot().position).toBeNull();
  });
});

describe('the rider outbox: retrying', () => {
  it("sends on the browser's online event, and on a timer when that event never comes", async () => {
    vi.useFakeTimers();
    const { outbox, sentSteps, goOffline, goOnline } = setUp();
    goOffline();
    await outbox.submitStep({ orderId: 'o1', to: 'picked_up' });
    const events = new EventTarget();
    const stop = outbox.start(events as unknown as Window);

    goOnline();
    events.dispatchEvent(new Event('online'));
    await outbox.flush();
    expect(sentSteps).toHaveLength(1);

    goOffline();
    await outbox.submitStep({ orderId: 'o2', to: 'picked_up' });
    goOnline();
    await vi.advanceTimersByTimeAsync(RETRY_EVERY_MS - 1);
    expect(sentSteps).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentSteps.map((step) => step.orderId)).toEqual(['o1', 'o2']);

    stop();
    goOffline();
    await outbox.submitStep({ orderId: 'o3', to: 'picked_up' });
    goOnline();
    await vi.advanceTimersByTimeAsync(RETRY_EVERY_MS * 2);
    expect(sentSteps).toHaveLength(2);
  });

  it('runs one send at a time: a second flush joins the first', async () => {
    let release = () => {};
    const sendStep = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { outbox, goOffline, goOnline } = setUp({ sendStep });
    goOffline();
    await outbox.submitStep({ orderId: 'o1', to: 'picked_up' });
    goOnline();
    const first = outbox.flush();
    const second = outbox.flush();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(sendStep).toHaveBeenCalled());
    release();
    await first;
    expect(sendStep).toHaveBeenCalledOnce();
  });
});
