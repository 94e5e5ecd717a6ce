import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

/** `sharedRead` over a read whose answers are settled by hand, counting how often it ran. */
function sharedHeldRead() {
  const runs: Array<{ key: object; settle: (value: number) => void; fail: (error: Error) => void }> = [];
  const read = (key: object) => new Promise<number>((settle, fail) => runs.push({ key, settle, fail }));
  return { runs, shared: sharedRead(read) };
}

describe('sharedRead', () => {
  it('gives callers that ask while a read is out that read’s answer, one run', async () => {
    const { runs, shared } = sharedHeldRead();
    const key = {};
    const first = shared(key);
    const second = shared(key);
    expect(runs).toHaveLength(1);
    runs[0]!.settle(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
  });

  it('reads afresh once the last read settled, and keeps keys apart', async () => {
    const { runs, shared } = sharedHeldRead();
    const [a, b] = [{}, {}];
    const fromA = shared(a);
    const fromB = shared(b);
    expect(runs.map((run) => run.key)).toEqual([a, b]);
    runs[0]!.settle(1);
    runs[1]!.settle(2);
    expect([await fromA, await fromB]).toEqual([1, 2]);
    const again = shared(a);
    expect(runs).toHaveLength(3);
    runs[2]!.settle(3);
    expect(await again).toBe(3);
  });

  it('lets a failed read fail every caller that shared it, and the next caller try again', async () => {
    const { runs, shared } = sharedHeldRead();
    const key = {};
    const first = shared(key);
    const second = shared(key);
    runs[0]!.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    void shared(key);
    expect(runs).toHaveLength(2);
  });
});
