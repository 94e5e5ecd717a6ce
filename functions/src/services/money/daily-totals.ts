import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import { reportCityOf } from '@dropwise/domain/report-cities';
import { dailyTotalsRef } from './money-documents.js';

/** The counts a day keeps (docs/money.md, "The day's reports"). */
export type DayCount =
  | 'booked'
  | 'delivered'
  | 'cancelled'
  | 'failed'
  | 'faresPaise'
  | 'cashCollectedPaise'
  | 'assignMinutesSum'
  | 'assignCount'
  | 'pickupMinutesSum'
  | 'pickupCount';

/**
 * Adds to the day's totals, overall and for the pickup's city, inside the transaction (or batch)
 * of the change that moves them: increments need no read, so the reports never have to count
 * orders, and a change that fails counts nothing.
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
  (writer as Transaction).set(
    dailyTotalsRef(db, date),
    { date, ...increments, cities: { [reportCityOf(pickup)]: increments } },
    { merge: true },
  );
}

/** Whole minutes between two moments, never negative. */
export function minutesBetween(from: number, to: number): number {
  return Math.max(0, Math.round((to - from) / 60_000));
}
