import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { KEY, offlineError, setUp } from './rider-outbox-for-tests';

beforeEach(() => localStorage.clear());

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

  it('keeps a give-back with its reason on the device, and sends both once the connection is back', async () => {
    const first = setUp();
    first.goOffline();
    const giveBack = { orderId: 'o1', to: 'accepted' as const, reason: 'Vehicle breakdown' };
    expect(await first.outbox.submitStep(giveBack)).toBe('queued');
    const second = setUp();
    expect(second.outbox.snapshot().steps).toEqual([expect.objectContaining(giveBack)]);
    await second.outbox.flush();
    expect(second.sentSteps).toEqual([giveBack]);
  });

  it('ignores what it cannot read back from storage', () => {
    localStorage.setItem(KEY, JSON.stringify([{ orderId: 'o1', to: 'teleported', queuedAt: 1 }, null, 7]));
    expect(setUp().outbox.snapshot().steps).toEqual([]);
    localStorage.setItem(KEY, '{not json');
    expect(setUp().outbox.snapshot().steps).toEqual([]);
  });
});
