import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import { pickDayTotalsShard } from '@dropwise/domain/day-totals';
import { reportCityOf } from '@dropwise/domain/report-cities';
import { dailyTotalsShardRef } from './money-documents.js';

/** The counts a day keeps (docs/money.md, "The day's reports"). */
export type DayCount =
  | 'booked'
  | 'delivered'
  | 'cancelled'
  | 'failed'
  | 'faresPaise'
  | 'feesChargedPaise'
  | 'feesCollectedPaise'
  | 'cashCollectedPaise'
  | 'assignMinutesSum'
  | 'assignCount'
  | 'pickupMinutesSum'
  | 'pickupCount';

/**
 * Adds to the day's totals, overall and for the pickup's city, inside the transaction (or batch)
 * of the change that moves them: increments need no read, so the reports never have to count
 * orders, and a change that fails counts nothing. Each change adds to one of the day's shards,
 * picked at random, so that no one document takes every change of the day.
 */
export function countInDay(
  db: Firestore,
  writer: Transaction | WriteBatch,
  at: number,
  pickup: { lat: number; lng: number } | null | undefined,
  counts: Partial<Record<DayCount, number>>,
): void {
  const date = indiaDate(at);
  const increments = Object.fromEntries(
    Object.entries(counts).map(([name, by]) => [name, FieldValue.increment(by ?? 0)]),
  );
  const shard = pickDayTotalsShard();
  (writer as Transaction).set(
    dailyTotalsShardRef(db, date, shard),
    { date, shard, ...increments, cities: { [reportCityOf(pickup)]: increments } },
    { merge: true },
  );
}

/** Whole minutes between two moments, never negative. */
export function minutesBetween(from: number, to: number): number {
  return Math.max(0, Math.round((to - from) / 60_000));
}
