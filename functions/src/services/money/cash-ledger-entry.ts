import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import { ledgerRef, riderCashDayRef, riderCashRef } from './money-documents.js';

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
 * changed), the rider's balance (the sums of their entries) and the rider's day. The sums are
 * increments written without reading them: the entry's `create` already makes each one count
 * once, and a rider's entries arriving together then never wait on one another. (The day's
 * `outstandingPaise` is not stored: it depends on the order of the day's entries, and is worked
 * out where it is read, cash-days.ts.)
 */
export function writeEntry(
  db: Firestore,
  transaction: Transaction,
  entry: {
    id: string;
    riderId: string;
    rider: DocumentSnapshot;
    type: 'collection' | 'deposit';
    amountPaise: number;
    orderId: string | null;
    expectedPaise: number | null;
    note: string | null;
    flagged: boolean;
    by: { uid: string; role: 'rider' | 'admin' };
    now: number;
  },
): void {
  const { riderId, rider, type, amountPaise, now } = entry;
  const date = indiaDate(now);
  const collected = type === 'collection' ? amountPaise : 0;
  const deposited = type === 'deposit' ? amountPaise : 0;
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
  transaction.set(
    riderCashRef(db, riderId),
    {
      collectedPaise: FieldValue.increment(collected),
      depositedPaise: FieldValue.increment(deposited),
      cashInHandPaise: FieldValue.increment(collected - deposited),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  transaction.set(
    riderCashDayRef(db, riderId, date),
    {
      riderId,
      riderName,
      shopId,
      date,
      collectedPaise: FieldValue.increment(collected),
      depositedPaise: FieldValue.increment(deposited),
    },
    { merge: true },
  );
}
