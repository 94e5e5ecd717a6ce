import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaleWhileRefreshCache } from './stale-while-refresh-cache.js';

/** A read whose answer the test settles when it chooses. */
function controlledRead<V>() {
  const calls: Array<{ resolve(value: V): void; reject(error: unknown): void }> = [];
  const read = vi.fn(() => new Promise<V>((resolve, reject) => calls.push({ resolve, reject })));
  return { read, calls };
}

describe('StaleWhileRefreshCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one read between everyone waiting for the same key', async () => {
    const kept = new StaleWhileRefreshCache<string, number>(() => ({ freshMs: 1000, staleMs: 1000 }));
    const { read, calls } = controlledRead<number>();
    const first = kept.get('a', read);
    const second = kept.get('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(await kept.get('a', read)).toBe(7);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers a stale value while a new read runs beside it, and waits once past the stale age', async () => {
    vi.useFakeTimers({ now: 0 });
    const kept = new StaleWhileRefreshCache<string, number>(() => ({ freshMs: 100, staleMs: 300 }));
    const { read, calls } = controlledRead<number>();
    const first = kept.get('a', read);
    calls[0]!.resolve(1);
    await first;

    vi.advanceTimersByTime(200);
    expect(await kept.get('a', read)).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(2);
    await vi.waitFor(async () => expect(await kept.get('a', read)).toBe(2));

    vi.advanceTimersByTime(400);
    const waiting = kept.get('a', read);
    expect(read).toHaveBeenCalledTimes(3);
    calls[2]!.resolve(3);
    expect(await waiting).toBe(3);
  });

  it('does not keep a read that set or forget overtook, since it may predate the change', async () => {
    const kept = new StaleWhileRefreshCache<string, string>(() => ({ freshMs: 1000, staleMs: 1000 }));
    const { read, calls } = controlledRead<string>();
    const before = kept.get('a', read);
    kept.set('a', 'saved');
    calls[0]!.resolve('read before the save');
    expect(await before).toBe('read before the save');
    expect(await kept.get('a', read)).toBe('saved');

    const again = kept.get('b', read);
    kept.forget('b');
    calls[1]!.resolve('read before the change');
    await again;
    const fresh = kept.get('b', read);
    expect(read).toHaveBeenCalledTimes(3);
    calls[2]!.resolve('read after');
    expect(await fresh).toBe('read after');
  });

  it('keeps nothing from a failed read, and the next request reads again', async () => {
    const kept = new StaleWhileRefreshCache<string, number>(() => ({ freshMs: 1000, staleMs: 1000 }));
    const { read, calls } = controlledRead<number>();
    const failing = kept.get('a', read);
    calls[0]!.reject(new Error('store down'));
    await expect(failing).rejects.toThrow('store down');
    expect(kept.last('a')).toBeUndefined();
    const retry = kept.get('a', read);
    calls[1]!.resolve(5);
    expect(await retry).toBe(5);
  });

  it('keeps at most `max` keys, dropping the oldest', async () => {
    const kept = new StaleWhileRefreshCache<string, number>(() => ({ freshMs: 1000, staleMs: 1000 }), 2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect([kept.last('a'), kept.last('b'), kept.last('c')]).toEqual([undefined, 2, 3]);
  });
});
