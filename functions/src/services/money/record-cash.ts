import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { type CashCollection, type CashDeposit, indiaDate } from '@domain/money';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { oneAtATime } from '../../lib/one-at-a-time.js';
import { type OrderChanges, ORDERS, RIDERS } from '../orders/order-document.js';
import { countInDay } from './daily-totals.js';
import { collectionEntryId, ledgerRef, riderCashDayRef, riderCashRef } from './money-documents.js';

const ALREADY_EXISTS = 6;
/**
 * Every entry of a rider rereads and rewrites their balance, so entries for one rider take turns;
 * a rider's collections and an admin's deposit landing together retry rather than fail.
 */
const CONTENDED = { maxAttempts: 25 };
// On one instance a rider's entries take turns before they reach the store: transactions on one
// document abort each other and retry with growing pauses, which under a burst outlasts the
// request's deadline (one-at-a-time.ts).
const perRider = oneAtATime();

interface Balance {
  collectedPaise: number;
  depositedPaise: number;
  cashInHandPaise: number;
}

function balanceOf(snapshot: DocumentSnapshot): Balance {
  const amount = (field: string) => Number(snapshot.get(field) ?? 0);
  return {
    collectedPaise: amount('collectedPaise'),
    depositedPaise: amount('depositedPaise'),
    cashInHandPaise: amount('cashInHandPaise'),
  };
}

/**
 * One ledger entry and what it moves, in the caller's transaction: the entry (created, never
 * changed), the rider's balance (the sums of their entries) and the rider's day.
 */
function writeEntry(
  db: Firestore,
  transaction: Transaction,
  entry: {
    id: string;
    riderId: string;
    rider: DocumentSnapshot;
    balance: Balance;
    type: 'collection' | 'deposit';
    amountPaise: number;
    orderId: string | null;
    expectedPaise: number | null;
    note: string | null;
    flagged: boolean;
    by: { uid: string; role: 'rider' | 'admin' };
    now: number;
  },
): Balance {
  const { riderId, rider, balance, type, amountPaise, now } = entry;
  const date = indiaDate(now);
  const collected = type === 'collection' ? amountPaise : 0;
  const deposited = type === 'deposit' ? amountPaise : 0;
  const after: Balance = {
    collectedPaise: balance.collectedPaise + collected,
    depositedPaise: balance.depositedPaise + deposited,
    cashInHandPaise: balance.cashInHandPaise + collected - deposited,
  };
  const riderName = (rider.get('name') as string | undefined) ?? '';
  const shopId = (rider.get('shopId') as string | null | undefined) ?? null;
  transaction.create(ledgerRef(db, entry.id), {
    riderId,
    riderName,
    shopId,
    type,
    amountPaise,
    orderId: entry.orderId,
    expectedPaise: entry.expectedPaise,
    note: entry.note,
    flagged: entry.flagged,
    date,
    createdAt: FieldValue.serverTimestamp(),
    createdBy: entry.by,
  });
  transaction.set(riderCashRef(db, riderId), { ...after, updatedAt: FieldValue.serverTimestamp() });
  transaction.set(
    riderCashDayRef(db, riderId, date),
    {
      riderId,
      riderName,
      shopId,
      date,
      collectedPaise: FieldValue.increment(collected),
      depositedPaise: FieldValue.increment(deposited),
      // What the rider held after the day's latest entry: at the day's end, what was outstanding.
      outstandingPaise: after.cashInHandPaise,
    },
    { merge: true },
  );
  return after;
}

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
  return perRider(riderId, () => collectInTransaction(db, riderId, orderId, input, now));
}

async function collectInTransaction(
  db: Firestore,
  riderId: string,
  orderId: string,
  input: CashCollection,
  now: () => number,
): Promise<{ entryId: string; cashInHandPaise: number }> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const entryId = collectionEntryId(orderId);
  try {
    return await firestoreCall(
      db.runTransaction(async (transaction) => {
        const [order, entry, rider, cash] = await transaction.getAll(
          orderRef,
          ledgerRef(db, entryId),
          db.collection(RIDERS).doc(riderId),
          riderCashRef(db, riderId),
        );
        if (!order!.exists) throw new ApiError(404, 'not_found', 'No such order.');
        if (order!.get('riderId') !== riderId)
          throw new ApiError(403, 'forbidden', 'This order is not yours.');
        if (order!.get('status') !== 'delivered') {
          throw new ApiError(409, 'conflict', 'Record the cash once the order is delivered.');
        }
        if (entry!.exists)
          throw new ApiError(409, 'conflict', 'The cash for this order is already recorded.');
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
      }, CONTENDED),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) {
      throw new ApiError(409, 'conflict', 'The cash for this order is already recorded.');
    }
    throw error;
  }
}

/** An admin records cash a rider handed in: at most what the rider holds. */
export function recordCashDeposit(
  db: Firestore,
  adminUid: string,
  riderId: string,
  input: CashDeposit,
  now: () => number = Date.now,
): Promise<{ entryId: string; outstandingPaise: number }> {
  return perRider(riderId, () => depositInTransaction(db, adminUid, riderId, input, now));
}

async function depositInTransaction(
  db: Firestore,
  adminUid: string,
  riderId: string,
  input: CashDeposit,
  now: () => number,
): Promise<{ entryId: string; outstandingPaise: number }> {
  const entry = db.collection('cashLedger').doc();
  return firestoreCall(
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
    }, CONTENDED),
  );
}

function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}
