// npm run orders:tombstone -- [--dry-run]
// One-off update for orders anonymised before deleted customers got tombstones: those orders have
// `customerDeletedAt` and either no `customerUid` or `deleted-user`, and their history entries
// still carry the former customer's uid in `by.uid`. Each former customer gets one random
// tombstone (`deleted-<random>`) on their orders, history entries and cancellations, and what is
// left of the personal fields (and the request id) is removed. Safe to run again: an order that
// already holds a tombstone is skipped. Where it runs: one-off-update.ts.
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  LEGACY_DELETED_CUSTOMER_UID,
  newTombstone,
  personalOrderFieldPaths,
} from '../../functions/src/services/account/order-personal-fields.js';
import { isTombstone } from '../../functions/src/services/order-records/order-document.js';
import { runOneOffUpdate } from './one-off-update.js';
import { HISTORY, ORDERS } from '@dropwise/domain/collections';

export interface TombstoneReport {
  orders: number;
  historyEntries: number;
  formerCustomers: number;
}

/** Finds the legacy anonymised orders and (unless `dryRun`) gives them tombstones. */
export async function tombstoneLegacyOrders(
  db: Firestore,
  options: { dryRun: boolean },
): Promise<TombstoneReport> {
  const anonymised = await db.collection(ORDERS).where('customerDeletedAt', '!=', null).get();
  const legacy = anonymised.docs.filter((order) => !isTombstone(order.get('customerUid')));
  const tombstones = new Map<string, string>();
  const report: TombstoneReport = { orders: 0, historyEntries: 0, formerCustomers: 0 };
  for (const order of legacy) {
    const entries = (await order.ref.collection(HISTORY).get()).docs;
    const formerUid = formerCustomerUid(order, entries);
    // One tombstone per former customer keeps their orders together, as new deletions do.
    let tombstone = formerUid ? tombstones.get(formerUid) : undefined;
    if (!tombstone) {
      tombstone = newTombstone();
      if (formerUid) tombstones.set(formerUid, tombstone);
    }
    const batch = db.batch();
    const update: Record<string, FieldValue | string> = { customerUid: tombstone };
    for (const path of personalOrderFieldPaths(order.data())) update[path] = FieldValue.delete();
    const cancelledBy = order.get('cancelledBy') as { uid?: unknown; role?: unknown } | null | undefined;
    if (cancelledBy?.role === 'customer') update['cancelledBy.uid'] = tombstone;
    batch.update(order.ref, update);
    for (const entry of entries) {
      const by = entry.get('by') as unknown;
      if (isCustomerEntry(by, formerUid)) {
        batch.update(entry.ref, typeof by === 'string' ? { by: tombstone } : { 'by.uid': tombstone });
        report.historyEntries++;
      }
    }
    if (!options.dryRun) await batch.commit();
    report.orders++;
  }
  report.formerCustomers = tombstones.size;
  return report;
}

/** The customer's uid as the history still names it (the booking entry is theirs). */
function formerCustomerUid(order: QueryDocumentSnapshot, entries: QueryDocumentSnapshot[]): string | null {
  const onOrder = order.get('customerUid') as unknown;
  if (typeof onOrder === 'string' && onOrder !== LEGACY_DELETED_CUSTOMER_UID) return onOrder;
  for (const entry of entries) {
    const by = entry.get('by') as { uid?: unknown; role?: unknown } | undefined;
    if (by?.role === 'customer' && typeof by.uid === 'string' && !isTombstone(by.uid)) return by.uid;
  }
  return null;
}

function isCustomerEntry(by: unknown, formerUid: string | null): boolean {
  if (typeof by === 'string')
    return by === LEGACY_DELETED_CUSTOMER_UID || (formerUid !== null && by === formerUid);
  const actor = by as { uid?: unknown; role?: unknown } | null;
  return actor?.role === 'customer' && !isTombstone(actor.uid);
}

runOneOffUpdate(import.meta.url, 'update the orders', async (db, { dryRun }) => {
  const report = await tombstoneLegacyOrders(db, { dryRun });
  return (
    `${dryRun ? 'Would give' : 'Gave'} ${report.orders} order(s) of ${report.formerCustomers} former customer(s) a tombstone` +
    ` and update ${report.historyEntries} history entr${report.historyEntries === 1 ? 'y' : 'ies'}.`
  );
});
