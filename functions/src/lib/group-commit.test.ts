import { describe, expect, it } from 'vitest';
import { GroupCommit, takeAll } from './group-commit.js';

/** A write the test lands (or fails) when it chooses. */
function heldWrites() {
  const writes: Array<{ group: number[]; land(): void; fail(error: unknown): void }> = [];
  const write = (group: number[]) =>
    new Promise<void>((land, fail) => {
      writes.push({ group, land, fail });
    });
  return { writes, write };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes the first item at once and what arrives meanwhile together, after it lands', async () => {
    const { writes, write } = heldWrites();
    const queue = new GroupCommit<number>({ take: takeAll, write, failed: () => {} });
    queue.add(1);
    queue.add(2);
    queue.add(3);
    expect(writes.map((entry) => entry.group)).toEqual([[1]]);
    writes[0]!.land();
    await turn();
    expect(writes.map((entry) => entry.group)).toEqual([[1], [2, 3]]);
  });

  it('hands a failed write to `failed` and goes on with the next group', async () => {
    const { writes, write } = heldWrites();
    const failures: Array<[number[], unknown]> = [];
    const queue = new GroupCommit<number>({
      take: takeAll,
      write,
      failed: (group, error) => failures.push([group, error]),
    });
    queue.add(1);
    queue.add(2);
    writes[0]!.fail('stalled');
    await turn();
    expect(failures).toEqual([[[1], 'stalled']]);
    expect(writes[1]!.group).toEqual([2]);
  });

  it('puts items back at the front, and skips a take that kept nothing for a shared write', async () => {
    const { writes, write } = heldWrites();
    const queue = new GroupCommit<number>({
      take: (waiting) => {
        const group = takeAll(waiting).filter((item) => item > 0);
        return group.length > 0 ? group : undefined;
      },
      write,
      failed: () => {},
    });
    queue.add(-1);
    expect(writes).toHaveLength(0);
    queue.add(1);
    queue.add(3);
    queue.putBack([2]);
    writes[0]!.land();
    await turn();
    expect(writes.map((entry) => entry.group)).toEqual([[1], [2, 3]]);
  });
});
