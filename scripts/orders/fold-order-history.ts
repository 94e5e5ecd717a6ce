// npm run orders:fold-history -- [--dry-run]
// One-off update for orders booked before their status changes were kept on the order: moves each
// entry of `orders/{id}/history/{n}` into `orders/{id}.history` (oldest first, by `n`) and deletes
// the subcollection's documents. Run `npm run orders:tombstone` first, which reads the old
// entries. Safe to run again: an entry already on the order is not added twice. Where it runs:
// one-off-update.ts.
import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { runOneOffUpdate } from './one-off-update.js';
import { HISTORY, ORDERS } from '@dropwise/domain/collections';

export interface FoldReport {
  orders: number;
  entries: number;
}

/** Entries by `n`; one already on the order wins over its old copy. */
function merged(onOrder: unknown, old: QueryDocumentSnapshot[]): DocumentData[] {
  const byN = new Map<number, DocumentData>();
  for (const entry of old) byN.set(Number(entry.get('n') ?? entry.id), entry.data());
  for (const entry of Array.isArray(onOrder) ? (onOrder as DocumentData[]) : [])
    byN.set(Number(entry.n), entry);
  return [...byN.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}

export async function foldOrderHistory(db: Firestore, options: { dryRun: boolean }): Promise<FoldReport> {
  const old = await db.collectionGroup(HISTORY).get();
  const byOrder = new Map<string, QueryDocumentSnapshot[]>();
  for (const entry of old.docs) {
    const order = entry.ref.parent.parent;
    if (!order || order.parent.id !== ORDERS) continue;
    byOrder.set(order.path, [...(byOrder.get(order.path) ?? []), entry]);
  }
  const report: FoldReport = { orders: 0, entries: 0 };
  for (const [path, entries] of byOrder) {
    const order = db.doc(path);
    report.orders++;
    report.entries += entries.length;
    if (options.dryRun) continue;
    // One transaction per order: a status change made meanwhile is kept, never overwritten.
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(order);
      if (snapshot.exists) {
        const history = merged(snapshot.get('history'), entries);
        transaction.update(order, {
          history,
          historyCount: Math.max(history.length, Number(snapshot.get('historyCount') ?? 0)),
        });
      }
      for (const entry of entries) transaction.delete(entry.ref);
    });
  }
  return report;
}

runOneOffUpdate(import.meta.url, 'fold the order history', async (db, { dryRun }) => {
  const { orders, entries } = await foldOrderHistory(db, { dryRun });
  return `${dryRun ? 'Would move' : 'Moved'} ${entries} history entr${entries === 1 ? 'y' : 'ies'} onto ${orders} order(s).`;
});
