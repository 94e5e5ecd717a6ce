import { describe, expect, it } from 'vitest';
import { foldOrderHistory } from '../../scripts/orders/fold-order-history';
import { adminDb } from '../support/booking-fixtures';
import { HISTORY, ORDERS } from '@dropwise/domain/collections';

describe('npm run orders:fold-history', () => {
  it("moves an older order's history entries onto it, oldest first, once, and a dry run changes nothing", async () => {
    const order = adminDb.collection(ORDERS).doc();
    // Booked before the move, then changed once after it: one entry is already on the order.
    await order.set({
      kind: 'parcel',
      status: 'assigned',
      historyCount: 3,
      history: [{ n: 2, from: 'accepted', to: 'assigned', by: { uid: 'r1', role: 'rider' } }],
    });
    await order
      .collection(HISTORY)
      .doc('1')
      .set({ n: 1, from: 'pending', to: 'accepted', by: { uid: 'a1', role: 'admin' } });
    await order
      .collection(HISTORY)
      .doc('0')
      .set({ n: 0, from: null, to: 'pending', by: { uid: 'c1', role: 'customer' } });

    const dry = await foldOrderHistory(adminDb, { dryRun: true });
    expect(dry.entries).toBeGreaterThanOrEqual(2);
    expect((await order.get()).get('history')).toHaveLength(1);
    expect((await order.collection(HISTORY).get()).size).toBe(2);

    await foldOrderHistory(adminDb, { dryRun: false });
    const folded = await order.get();
    expect((folded.get('history') as Array<{ n: number; to: string }>).map(({ n, to }) => [n, to])).toEqual([
      [0, 'pending'],
      [1, 'accepted'],
      [2, 'assigned'],
    ]);
    expect(folded.get('historyCount')).toBe(3);
    expect((await order.collection(HISTORY).get()).empty).toBe(true);

    await foldOrderHistory(adminDb, { dryRun: false });
    expect((await order.get()).get('history')).toHaveLength(3);
  });
});
