import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import type { EarlierFee } from '@dropwise/domain/money';
import type { OrderActor, OrderDocument } from '@dropwise/domain/order-document';
import { CUSTOMER_FEES } from '@dropwise/domain/collections';
import { countInDay } from './daily-totals.js';
import { ledgerRef, riderDayRef } from './money-documents.js';

/** What a customer owes: `customerFees/{uid}.owed`, order id to paise. */
export const customerFeesRef = (db: Firestore, uid: string): DocumentReference =>
  db.collection(CUSTOMER_FEES).doc(uid);

export interface FeeCharge {
  orderId: string;
  order: OrderDocument<Timestamp>;
  payer: 'customer' | 'rider';
  amountPaise: number;
  reason: string;
  by: OrderActor;
  now: number;
}

/**
 * Charges a cancellation fee in the cancelling transaction: one ledger entry (its id names the
 * order's status change, so the same change never charges twice), then what it moves. A customer's
 * fee is owed until their next delivered trip collects it; a rider's comes off that day's earnings.
 */
export function chargeCancellationFee(db: Firestore, transaction: Transaction, charge: FeeCharge): void {
  const { order, payer, amountPaise, now } = charge;
  const date = indiaDate(now);
  const riderId = order.riderId ?? null;
  transaction.create(ledgerRef(db, `fee-${charge.orderId}-${order.historyCount}`), {
    type: 'cancellation_fee',
    payer,
    orderId: charge.orderId,
    riderId,
    riderName: order.riderName ?? '',
    shopId: null,
    amountPaise,
    expectedPaise: null,
    note: charge.reason,
    flagged: false,
    date,
    createdAt: FieldValue.serverTimestamp(),
    createdBy: { uid: charge.by.uid, role: charge.by.role },
  });
  if (payer === 'customer' && order.customerUid) {
    transaction.set(
      customerFeesRef(db, order.customerUid),
      { owed: { [charge.orderId]: amountPaise }, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  if (payer === 'rider' && riderId) {
    transaction.set(
      riderDayRef(db, riderId, date),
      {
        riderId,
        date,
        earningsPaise: FieldValue.increment(-amountPaise),
        cancellationFeesPaise: FieldValue.increment(amountPaise),
      },
      { merge: true },
    );
  }
  countInDay(db, transaction, now, order.pickup?.coordinates, { feesChargedPaise: amountPaise });
}

/** The fees a customer owes, oldest order id first (ids sort by nothing better; the list is short). */
export function owedFees(snapshot: DocumentSnapshot | null): EarlierFee[] {
  const owed = (snapshot?.get('owed') ?? {}) as Record<string, unknown>;
  return Object.entries(owed)
    .filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) > 0)
    .map(([orderId, amountPaise]) => ({ orderId, amountPaise }))
    .sort((a, b) => a.orderId.localeCompare(b.orderId));
}

/** A delivery collects what the customer owed: the owed list empties in the same transaction. */
export function collectOwedFees(
  db: Firestore,
  transaction: Transaction,
  customerUid: string,
  fees: readonly EarlierFee[],
): void {
  if (fees.length === 0) return;
  const clear = Object.fromEntries(fees.map((fee) => [`owed.${fee.orderId}`, FieldValue.delete()]));
  transaction.update(customerFeesRef(db, customerUid), { ...clear, updatedAt: FieldValue.serverTimestamp() });
}
