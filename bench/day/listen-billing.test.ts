import { describe, expect, it } from 'vitest';
import { userNotificationsPath } from '@dropwise/domain/collections';
import { type ListenEvent, ListenBilling } from './listen-billing';

const FEED = userNotificationsPath('*');

const doc = (id: string) => `projects/p/databases/(default)/documents/${userNotificationsPath('u')}/${id}`;
const change = (
  id: string,
  updateTime: string,
  targetIds = [2],
  removedTargetIds: number[] = [],
): ListenEvent => ({
  kind: 'document',
  name: doc(id),
  updateTime,
  targetIds,
  removedTargetIds,
});
const reads = (billing: ListenBilling, events: ListenEvent[], at = 0) =>
  events.flatMap((event) => billing.hear(event, at)).reduce((sum, billed) => sum + billed.reads, 0);
const listen = (targetId: number, resumed = false): ListenEvent => ({
  kind: 'listen',
  targetId,
  query: 'feed',
  resumed,
});

describe('ListenBilling', () => {
  it('bills a document once per version, however often the emulator re-sends the result', () => {
    const billing = new ListenBilling();
    expect(reads(billing, [listen(2), change('a', 't1'), change('b', 't1')])).toBe(2);
    // The emulator's RESET: the whole result again, with one new document and one updated.
    expect(reads(billing, [change('a', 't1'), change('b', 't2'), change('c', 't1')])).toBe(2);
  });

  it('bills each listener that is sent a document, and a lookup under its own name', () => {
    const billing = new ListenBilling();
    const billed = billing.hear(change('a', 't1', [2, 4, 5]), 0);
    expect(billed).toEqual([
      { what: FEED, reads: 2 },
      { what: `${FEED} (SDK lookups)`, reads: 1 },
    ]);
  });

  it('bills a document again once it left the result and came back', () => {
    const billing = new ListenBilling();
    reads(billing, [listen(2), change('a', 't1')]);
    expect(reads(billing, [{ kind: 'gone', name: doc('a'), removedTargetIds: [2] }, change('a', 't1')])).toBe(
      1,
    );
  });

  it('bills only changes when the query is listened to again with a resume token within 30 minutes', () => {
    const billing = new ListenBilling();
    reads(billing, [listen(2), change('a', 't1')], 0);
    reads(billing, [{ kind: 'unlisten', targetId: 2 }], 1000);
    expect(reads(billing, [listen(6, true), change('a', 't1', [6])], 60_000)).toBe(0);
    expect(reads(billing, [listen(8, false), change('a', 't1', [8])], 61_000)).toBe(1);
    expect(reads(billing, [listen(10, true), change('a', 't1', [10])], 61_000 + 31 * 60_000)).toBe(1);
  });
});
