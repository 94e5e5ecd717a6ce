import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedReads } from './batched-reads.js';

/** A store of squares that records each call it answers. */
function squares() {
  const calls: number[][] = [];
  const readMany = vi.fn(async (keys: number[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key >= 0).map((key) => [key, key * key]));
  });
  return { calls, readMany };
}

describe('BatchedReads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the reads someone waits for in one call per turn of the event loop', async () => {
    const { calls, readMany } = squares();
    const reads = new BatchedReads(readMany, { maxKeys: 100, backgroundMs: 1000 });
    const answers = await Promise.all([reads.read(2, true), reads.read(3, true), reads.read(2, true)]);
    expect(answers).toEqual([4, 9, 4]);
    expect(calls).toEqual([[2, 3]]);
    expect(await reads.read(5, true)).toBe(25);
    expect(calls).toHaveLength(2);
  });

  it('holds a refresh nobody waits for so that others share its call, and sends it when one waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls, readMany } = squares();
    const reads = new BatchedReads(readMany, { maxKeys: 100, backgroundMs: 500 });
    const first = reads.read(1, false);
    vi.advanceTimersByTime(300);
    const second = reads.read(2, false);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(200);
    expect(await Promise.all([first, second])).toEqual([1, 4]);
    expect(calls).toEqual([[1, 2]]);

    const held = reads.read(3, false);
    const waited = reads.read(4, true);
    expect(await Promise.all([held, waited])).toEqual([9, 16]);
    expect(calls).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('never sends more keys in one call than the limit', async () => {
    const { calls, readMany } = squares();
    const reads = new BatchedReads(readMany, { maxKeys: 2, backgroundMs: 1000 });
    expect(await Promise.all([1, 2, 3].map((key) => reads.read(key, false)))).toEqual([1, 4, 9]);
    expect(calls.map((keys) => keys.length)).toEqual([2, 1]);
  });

  it('answers undefined for a key the call did not find, and passes a failed call to every reader', async () => {
    const { readMany } = squares();
    const reads = new BatchedReads(readMany, { maxKeys: 100, backgroundMs: 10 });
    expect(await reads.read(-1, true)).toBeUndefined();
    const failing = new BatchedReads<number, number>(() => Promise.reject(new Error('store down')), {
      maxKeys: 100,
      backgroundMs: 10,
    });
    const results = await Promise.allSettled([failing.read(1, true), failing.read(2, true)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
