import type { Firestore } from 'firebase-admin/firestore';
import { distanceBetween } from 'geofire-common';
import { apiStats } from './api';
import { ledger, type OrderRecord } from './ledger';
import { DAY } from './plan';
import { CASH_LEDGER, ORDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';
import type { Point } from '../dispatch/places';

/**
 * Unrounded, as dispatch measures its radius: the fares' distance is rounded to 0.1 km, which put
 * riders up to 50 m beyond the widest radius inside it.
 */
const kmBetween = (a: Point, b: Point) => distanceBetween([a.lat, a.lng], [b.lat, b.lng]);

/**
 * Every second of the day: an order waiting (pending) with no standing offer, while a rider on
 * duty of its vehicle type within dispatch's widest radius carries nothing and holds no offer, both
 * for more than 5 s at once, is flagged. It says nothing of how dispatch works, only that someone
 * could have taken the order and was not asked. Before flagging, the order is read from the store:
 * when an offer of it stands there, a rider was asked and their screen has not shown it yet (what
 * the first-offer wait measures), so it is counted apart and looked at again 5 s later.
 */
export function watchWaitingOrders(db: Firestore, widestKm: number): () => void {
  const looking = new Set<OrderRecord>();
  const look = async (order: OrderRecord, riderUid: string, benchKm: number) => {
    looking.add(order);
    const stored = (await db.doc(`${ORDERS}/${order.id}`).get()).data();
    const dispatch = stored?.dispatch as { state?: string; offered?: number } | null | undefined;
    if (stored?.status !== 'pending') return;
    if (dispatch?.state === 'offering' && (dispatch.offered ?? 0) > 0) {
      ledger.offersNotYetSeen.add(order);
      order.unofferedSince = Date.now();
      return;
    }
    order.unmatchedWhileFree = true;
    // How the server saw the rider then, so a flag points at its cause.
    const seen = (await db.doc(`${RIDER_POSITIONS}/${riderUid}`).get()).data() ?? {};
    const km = typeof seen.lat === 'number' ? kmBetween(seen as Point, order.trip.pickup) : NaN;
    ledger.notes.push(
      `${order.id} waited (dispatch ${dispatch?.state ?? 'none'}) beside free rider ${riderUid} ` +
        `(on the server: available ${String(seen.available)}, offer ${String(seen.offerOrderId ?? null)}, ` +
        `${km.toFixed(3)} km from the pickup; ${benchKm.toFixed(3)} km as the bench sees it)`,
    );
  };
  const timer = setInterval(() => {
    const now = Date.now();
    for (const order of ledger.orders) {
      if (order.status !== 'pending' || order.unofferedSince === null || order.unmatchedWhileFree) continue;
      if (looking.has(order)) continue;
      const free = ledger.riders.find(
        (rider) =>
          rider.onDuty &&
          rider.freeSince !== null &&
          rider.vehicleType === order.trip.vehicleType &&
          now - Math.max(rider.freeSince, order.unofferedSince!) > DAY.freeForMs &&
          kmBetween(rider.at, order.trip.pickup) <= widestKm,
      );
      if (free) {
        void look(order, free.uid, kmBetween(free.at, order.trip.pickup))
          .catch((error: Error) => ledger.notes.push(`${order.id}: ${error.message}`))
          .finally(() => looking.delete(order));
      }
    }
  }, 1000);
  return () => clearInterval(timer);
}

export interface Held {
  unfinished: number;
  unfinishedByStatus: string;
  unbooked: number;
  unmatched: number;
  /** Of those, taken by a rider later. */
  unmatchedTakenLater: number;
  serverErrors: Array<[string, number]>;
  twoRiders: number;
  riderHeldTwo: number;
  cashTwice: number;
  ledgerTwice: number;
  receiptTwice: number;
}

/** What the store holds at the end (read with the admin SDK, outside the counted functions). */
export async function heldUp(db: Firestore): Promise<Held> {
  const booked = ledger.orders.filter((order) => order.id);
  const ids = booked.map((order) => order.id!);
  const stored = new Map<string, FirebaseFirestore.DocumentData>();
  for (let i = 0; i < ids.length; i += 100) {
    const docs = await db.getAll(...ids.slice(i, i + 100).map((id) => db.doc(`${ORDERS}/${id}`)));
    for (const doc of docs) stored.set(doc.id, doc.data() ?? {});
  }
  const byStatus = new Map<string, number>();
  for (const id of ids) {
    const status = String(stored.get(id)?.status);
    if (status !== 'delivered') byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
  const entries = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 30) {
    const page = await db
      .collection(CASH_LEDGER)
      .where('orderId', 'in', ids.slice(i, i + 30))
      .get();
    for (const doc of page.docs) entries.set(doc.get('orderId'), (entries.get(doc.get('orderId')) ?? 0) + 1);
  }
  const receipts = new Map<string, number>();
  for (const order of stored.values()) {
    if (order.receiptNumber) receipts.set(order.receiptNumber, (receipts.get(order.receiptNumber) ?? 0) + 1);
  }
  const serverErrors = [...apiStats.entries()].flatMap(([name, stats]) => {
    const n = [...stats.byStatus.entries()]
      .filter(([status]) => status >= 500 || status === 0)
      .reduce((s, [, c]) => s + c, 0);
    return n ? [[name, n] as [string, number]] : [];
  });
  return {
    unfinished: [...byStatus.values()].reduce((s, n) => s + n, 0),
    unfinishedByStatus: [...byStatus.entries()].map(([status, n]) => `${status} ${n}`).join(', ') || 'none',
    unbooked: ledger.orders.filter((order) => order.status === 'unbooked').length,
    unmatched: ledger.orders.filter((order) => order.unmatchedWhileFree).length,
    unmatchedTakenLater: ledger.orders.filter((order) => order.unmatchedWhileFree && order.riderId).length,
    serverErrors,
    twoRiders: booked.filter((order) => order.acceptedBy.length > 1).length,
    riderHeldTwo: ledger.riders.reduce((s, rider) => s + rider.heldTwo, 0),
    cashTwice: booked.filter((order) => order.cashRecorded > 1).length,
    ledgerTwice: [...entries.values()].filter((n) => n > 1).length,
    receiptTwice: [...receipts.values()].filter((n) => n > 1).length,
  };
}
