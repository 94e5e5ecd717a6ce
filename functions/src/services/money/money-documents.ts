import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { dayTotalsShardId } from '@dropwise/domain/day-totals';
import {
  CASH_LEDGER,
  DAILY_TOTALS,
  RATINGS,
  RECEIPT_COUNTERS,
  RECEIPT_SERIES,
  RIDER_CASH,
  RIDER_CASH_DAYS,
  RIDER_DAYS,
} from '@dropwise/domain/collections';

/**
 * Where money after the trip is kept (described in docs/money.md). Only the functions write any
 * of these; the ledger's entries are created once and never changed.
 */

export const ledgerRef = (db: Firestore, entryId: string): DocumentReference =>
  db.collection(CASH_LEDGER).doc(entryId);
export const riderCashRef = (db: Firestore, riderId: string): DocumentReference =>
  db.collection(RIDER_CASH).doc(riderId);
export const riderCashDayRef = (db: Firestore, riderId: string, date: string): DocumentReference =>
  db.collection(RIDER_CASH_DAYS).doc(`${riderId}_${date}`);
export const riderDayRef = (db: Firestore, riderId: string, date: string): DocumentReference =>
  db.collection(RIDER_DAYS).doc(`${riderId}_${date}`);
export const ratingRef = (db: Firestore, orderId: string): DocumentReference =>
  db.collection(RATINGS).doc(orderId);
export const dailyTotalsShardRef = (db: Firestore, date: string, shard: number): DocumentReference =>
  db.collection(DAILY_TOTALS).doc(dayTotalsShardId(date, shard));
/** Whoever delivers (a rider's id, or `platform`): their place in their series of the year. */
export const receiptCounterRef = (
  db: Firestore,
  financialYear: string,
  deliverer: string,
): DocumentReference => db.collection(RECEIPT_COUNTERS).doc(`${financialYear}_${deliverer}`);
/** A series code's claim for the year: created once, so no two deliverers share a series. */
export const receiptSeriesRef = (db: Firestore, financialYear: string, series: string): DocumentReference =>
  db.collection(RECEIPT_SERIES).doc(`${financialYear}_${series}`);

/** A collection's entry id: one per order, so an order's cash is recorded once. */
export const collectionEntryId = (orderId: string): string => `collection-${orderId}`;
