import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CashCollection, CashDeposit } from '@dropwise/domain/money';
import { ApiError } from '../../lib/api-error.js';
import { isAlreadyExists } from '../../lib/create-conflict.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { oneAtATime } from '../../lib/one-at-a-time.js';
import { balanceOf, writeEntry } from './cash-ledger-entry.js';
import { countInDay } from './daily-totals.js';
import { collectionEntryId, ledgerRef, riderCashRef } from './money-documents.js';
import { riderNotActive } from '../rider-standing.js';
import { CASH_LEDGER, ORDERS, RIDERS } from '@dropwise/domain/collections';
import type { ShopDelivery } from '@dropwise/domain/shops/shop-booking';
import { recordShopCollection } from './shop-ledger.js';
import { formatRupees } from './rupees-text.js';

const ALREADY_RECORDED = 'The cash for this order is already recorded.';

/**
 * A deposit reads the rider's balance to refuse more than they hold, so two deposits for one rider
 * wait on each other in the store; they retry rather than fail, and on one instance take turns
 * before they reach it. Deposits are an admin's, one at a time at a counter: collections never
 * wait here.
 */
const CONTENDED = { maxAttempts: 25 };
const adminTurns = oneAtATime();

/**
 * The order's rider records the cash they collected for a delivered order: once per order (its
 * entry id is the order's), an amount that differs from the settlement's total only with a note,
 * and then flagged for the admins. The transaction reads nothing the rider's other orders write,
 * so a rider's queued records sent together all land at once; the cash in hand it answers is read
 * after the commit.
 */
export async function recordCashCollection(
  db: Firestore,
  riderId: string,
  orderId: string,
  input: CashCollection,
  now: () => number = Date.now,
): Promise<{ entryId: string; cashInHandPaise: number }> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const entryId = collectionEntryId(orderId);
  const deadline = deadlineFromNow();
  // The rider's name and shop, copied onto the entry, are read beside the transaction: every one
  // of the rider's records would otherwise hold the rider's document in its own.
  const riderRead = firestoreCall(db.collection(RIDERS).doc(riderId).get(), deadline);
  riderRead.catch(() => undefined);
  try {
    await firestoreCall(
      db.runTransaction(async (transaction) => {
        const [order, entry] = await transaction.getAll(orderRef, ledgerRef(db, entryId));
        // The gate leaves the rider record to this read (gates.ts, `riderRecordLeftToCall`).
        const rider = await riderRead;
        if (rider.get('active') !== true) throw riderNotActive();
        if (!order!.exists) throw new ApiError(404, 'not_found', 'No such order.');
        if (order!.get('riderId') !== riderId)
          throw new ApiError(403, 'forbidden', 'This order is not yours.');
        if (order!.get('status') !== 'delivered') {
          throw new ApiError(409, 'conflict', 'Record the cash once the order is delivered.');
        }
        if (entry!.exists) throw new ApiError(409, 'conflict', ALREADY_RECORDED);
        const shop = order!.get('shopDelivery') as ShopDelivery | undefined;
        // A shop's delivery collects the goods too (and the fee only when the receiver pays it).
        const expected = Number(
          shop?.collectPaise ??
            order!.get('settlement.totalPaise') ??
            Math.round(Number(order!.get('fare.amount') ?? 0) * 100),
        );
        const differs = input.amountPaise !== expected;
        if (differs && !input.note) {
          throw new ApiError(400, 'validation_failed', 'Say why the amount differs from what was due.', {
            note: 'Say why the amount differs from what was due.',
          });
        }
        const time = now();
        assertBefore(deadline);
        writeEntry(db, transaction, {
          id: entryId,
          riderId,
          rider,
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
        if (shop) {
          recordShopCollection(db, transaction, {
            orderId,
            shop,
            riderId,
            collectedPaise: input.amountPaise,
            now: time,
          });
        }
        countInDay(db, transaction, time, order!.get('pickup.coordinates'), {
          cashCollectedPaise: input.amountPaise,
        });
      }),
      deadline,
    );
  } catch (error) {
    if (isAlreadyExists(error)) throw new ApiError(409, 'conflict', ALREADY_RECORDED);
    throw error;
  }
  const cash = await firestoreCall(riderCashRef(db, riderId).get(), deadline);
  return { entryId, cashInHandPaise: balanceOf(cash).cashInHandPaise };
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
  return adminTurns(riderId, () =>
    firestoreCall(
      db.runTransaction(async (transaction) => {
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
        writeEntry(db, transaction, {
          id: entry.id,
          riderId,
          rider: rider!,
          type: 'deposit',
          amountPaise: input.amountPaise,
          orderId: null,
          expectedPaise: null,
          note: input.note || null,
          flagged: false,
          by: { uid: adminUid, role: 'admin' },
          now: now(),
        });
        // The balance read stays locked until the commit, so what is left is exact.
        return { entryId: entry.id, outstandingPaise: balance.cashInHandPaise - input.amountPaise };
      }, CONTENDED),
    ),
  );
}
