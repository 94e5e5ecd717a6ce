import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { fix, offlineError, setUp } from './rider-outbox-for-tests';
import { POSITION_KEEP_MS } from './rider-outbox';

beforeEach(() => localStorage.clear());

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
