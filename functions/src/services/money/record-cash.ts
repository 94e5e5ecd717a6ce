import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CashCollection, CashDeposit } from '@dropwise/domain/money';
import { ApiError } from '../../lib/api-error.js';
import { isAlreadyExists } from '../../lib/create-conflict.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { balanceOf, riderCashTransaction, writeEntry } from './cash-ledger-entry.js';
import { countInDay } from './daily-totals.js';
import { collectionEntryId, ledgerRef, riderCashRef } from './money-documents.js';
import { CASH_LEDGER, ORDERS, RIDERS } from '@dropwise/domain/collections';

const ALREADY_RECORDED = 'The cash for this order is already recorded.';

/**
 * The order's rider records the cash they collected for a delivered order: once per order (its
 * entry id is the order's), an amount that differs from the settlement's total only with a note,
 * and then flagged for the admins. Answers the rider's cash in hand after it.
 */
export function recordCashCollection(
  db: Firestore,
  riderId: string,
  orderId: string,
  input: CashCollection,
  now: () => number = Date.now,
): Promise<{ entryId: string; cashInHandPaise: number }> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const entryId = collectionEntryId(orderId);
  return riderCashTransaction(db, riderId, async (transaction) => {
    const [order, entry, rider, cash] = await transaction.getAll(
      orderRef,
      ledgerRef(db, entryId),
      db.collection(RIDERS).doc(riderId),
      riderCashRef(db, riderId),
    );
    if (!order!.exists) throw new ApiError(404, 'not_found', 'No such order.');
    if (order!.get('riderId') !== riderId) throw new ApiError(403, 'forbidden', 'This order is not yours.');
    if (order!.get('status') !== 'delivered') {
      throw new ApiError(409, 'conflict', 'Record the cash once the order is delivered.');
    }
    if (entry!.exists) throw new ApiError(409, 'conflict', ALREADY_RECORDED);
    const expected = Number(
      order!.get('settlement.totalPaise') ?? Math.round(Number(order!.get('fare.amount') ?? 0) * 100),
    );
    const differs = input.amountPaise !== expected;
    if (differs && !input.note) {
      throw new ApiError(400, 'validation_failed', 'Say why the amount differs from what was due.', {
        note: 'Say why the amount differs from what was due.',
      });
    }
    const time = now();
    const after = writeEntry(db, transaction, {
      id: entryId,
      riderId,
      rider: rider!,
      balance: balanceOf(cash!),
      type: 'collection',
      amountPaise: input.amountPaise,
      orderId,
      expectedPaise: expected,
      note: input.note ?? null,
      flagged: differs,
      by: { uid: riderId, role: 'rider' },
      now: time,
    });
    transaction.update(orderRef, {
      'payment.collectedPaise': input.amountPaise,
      'payment.collectedAt': FieldValue.serverTimestamp(),
      'payment.flagged': differs,
    } satisfies OrderChanges);
    countInDay(db, transaction, time, order!.get('pickup.coordinates'), {
      cashCollectedPaise: input.amountPaise,
    });
    return { entryId, cashInHandPaise: after.cashInHandPaise };
  }).catch((error: unknown) => {
    if (isAlreadyExists(error)) throw new ApiError(409, 'conflict', ALREADY_RECORDED);
    throw error;
  });
}

/** An admin records cash a rider handed in: at most what the rider holds. */
export function recordCashDeposit(
  db: Firestore,
  adminUid: string,
  riderId: string,
  input: CashDeposit,
  now: () => number = Date.now,
): Promise<{ entryId: string; outstandingPaise: number }> {
  const entry = db.collection(CASH_LEDGER).doc();
  return riderCashTransaction(db, riderId, async (transaction) => {
    const [rider, cash] = await transaction.getAll(
      db.collection(RIDERS).doc(riderId),
      riderCashRef(db, riderId),
    );
    if (!rider!.exists) throw new ApiError(404, 'not_found', 'There is no such rider.');
    const balance = balanceOf(cash!);
    if (input.amountPaise > balance.cashInHandPaise) {
      const message = `The rider holds ${formatRupees(balance.cashInHandPaise)}: deposit at most that.`;
      throw new ApiError(400, 'validation_failed', message, { amountPaise: message });
    }
    const after = writeEntry(db, transaction, {
      id: entry.id,
      riderId,
      rider: rider!,
      balance,
      type: 'deposit',
      amountPaise: input.amountPaise,
      orderId: null,
      expectedPaise: null,
      note: input.note || null,
      flagged: false,
      by: { uid: adminUid, role: 'admin' },
      now: now(),
    });
    return { entryId: entry.id, outstandingPaise: after.cashInHandPaise };
  });
}

function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}
