import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import { firestoreCall } from '../../lib/deadline.js';
import { oneAtATime } from '../../lib/one-at-a-time.js';
import { ledgerRef, riderCashDayRef, riderCashRef } from './money-documents.js';

/**
 * Every entry of a rider rereads and rewrites their balance, so entries for one rider take turns;
 * a rider's collections and an admin's deposit landing together retry rather than fail.
 */
const CONTENDED = { maxAttempts: 25 };
// On one instance a rider's entries take turns before they reach the store: transactions on one
// document abort each other and retry with growing pauses, which under a burst outlasts the
// request's deadline (one-at-a-time.ts).
const perRider = oneAtATime();

/** Runs `work` as a transaction on a rider's cash, in turn with the rider's other entries. */
export function riderCashTransaction<T>(
  db: Firestore,
  riderId: string,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  return perRider(riderId, () => firestoreCall(db.runTransaction(work, CONTENDED)));
}

export interface Balance {
  collectedPaise: number;
  depositedPaise: number;
  cashInHandPaise: number;
}

export function balanceOf(snapshot: DocumentSnapshot): Balance {
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
export function writeEntry(
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
