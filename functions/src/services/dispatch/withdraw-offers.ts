import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { positionRef } from '../trip/trip-documents.js';
import { offerRef, runRef } from './dispatch-documents.js';
import { isDispatching, readRun } from './dispatch-run.js';

/** An order's standing offers as read inside a transaction that ends them. */
export interface StandingOffers {
  run: DocumentSnapshot;
  riders: string[];
  positions: DocumentSnapshot[];
}

/**
 * Reads, inside a transaction that takes the order off the dispatch (an admin accepts, assigns or
 * cancels it, the customer cancels, a rider accepts), the offers standing for it and the position
 * documents of the riders holding them. Null when the order's dispatch holds none.
 */
export async function readStandingOffers(
  db: Firestore,
  transaction: Transaction,
  orderId: string,
  dispatchState: unknown,
  /** The run, when the transaction has read it already. */
  runRead?: DocumentSnapshot,
  /** Riders' positions the transaction has read already. */
  positionsRead: ReadonlyMap<string, DocumentSnapshot> = new Map(),
): Promise<StandingOffers | null> {
  if (!isDispatching(typeof dispatchState === 'string' ? dispatchState : undefined)) return null;
  const run = runRead ?? (await transaction.get(runRef(db, orderId)));
  const riders = readRun(run)?.offeredTo ?? [];
  const unread = riders.filter((id) => !positionsRead.has(id));
  const read = unread.length > 0 ? await transaction.getAll(...unread.map((id) => positionRef(db, id))) : [];
  const found = new Map([...positionsRead, ...unread.map((id, i) => [id, read[i]!] as const)]);
  return { run, riders, positions: riders.map((id) => found.get(id)!) };
}

/**
 * Deletes the standing offers (they disappear from the riders' screens) and frees the riders who
 * held them for other orders; `keep` is a rider whose position the caller updates itself.
 */
export function withdrawOffers(
  db: Firestore,
  transaction: Transaction,
  orderId: string,
  offers: StandingOffers,
  keep?: string,
): void {
  offers.riders.forEach((riderId, i) => {
    transaction.delete(offerRef(db, riderId, orderId));
    const position = offers.positions[i]!;
    if (riderId === keep || !position.exists || position.get('offerOrderId') !== orderId) return;
    transaction.update(position.ref, { offerOrderId: null, available: position.get('busy') !== true });
  });
  if (offers.run.exists) {
    transaction.update(offers.run.ref, {
      offeredTo: [],
      expiresAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
}
