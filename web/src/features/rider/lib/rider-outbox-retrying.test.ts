import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUp } from './rider-outbox-for-tests';
import { RETRY_EVERY_MS } from './rider-outbox';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

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
