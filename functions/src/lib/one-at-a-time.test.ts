import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.js';

/** A promise with its resolve and reject at hand, to settle work when the test says so. */
function gate<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneAtATime', () => {
  it('starts work for a busy key only when the earlier work has settled', async () => {
    const inTurn = oneAtATime();
    const first = gate<string>();
    const started: string[] = [];
    const a = inTurn('customer-1', () => {
      started.push('a');
      return first.promise;
    });
    const b = inTurn('customer-1', async () => {
      started.push('b');
      return 'b done';
    });
    await settle();
    expect(started).toEqual(['a']);
    first.resolve('a done');
    expect(await a).toBe('a done');
    expect(await b).toBe('b done');
    expect(started).toEqual(['a', 'b']);
  });

  it('runs work for other keys alongside', async () => {
    const inTurn = oneAtATime();
    const held = gate();
    const started: string[] = [];
    void inTurn('customer-1', () => held.promise);
    const other = inTurn('customer-2', async () => {
      started.push('other');
      return 2;
    });
    expect(await other).toBe(2);
    expect(started).toEqual(['other']);
    held.resolve();
  });

  it('lets the next work run after a failure, and hands each caller its own outcome', async () => {
    const inTurn = oneAtATime();
    const failing = inTurn('customer-1', () => Promise.reject(new Error('store said no')));
    const next = inTurn('customer-1', async () => 'ran');
    await expect(failing).rejects.toThrow('store said no');
    expect(await next).toBe('ran');
  });

  it('keeps the order in which work arrived', async () => {
    const inTurn = oneAtATime();
    const finished: number[] = [];
    await Promise.all(
      [30, 0, 10].map((delay, index) =>
        inTurn('customer-1', async () => {
          await new Promise((resolve) => setTimeout(resolve, delay));
          finished.push(index);
        }),
      ),
    );
    expect(finished).toEqual([0, 1, 2]);
  });
});
