import type { Firestore, Query } from 'firebase-admin/firestore';
import { type CsvColumn, toCsv } from '@dropwise/domain/csv';
import type { CashDayRow } from '@dropwise/domain/money';
import { firestoreCall } from '../../lib/deadline.js';
import { RIDER_CASH_DAYS } from '@dropwise/domain/collections';

export interface CashDaysQuery {
  from: string;
  to: string;
  riderId?: string;
  shopId?: string;
}

/** The cash screen's rows: each rider's days in the range, from the per-day documents alone. */
export async function listCashDays(db: Firestore, query: CashDaysQuery): Promise<CashDayRow[]> {
  let days: Query = db.collection(RIDER_CASH_DAYS);
  if (query.riderId) days = days.where('riderId', '==', query.riderId);
  if (query.shopId) days = days.where('shopId', '==', query.shopId);
  const snapshot = await firestoreCall(
    days
      .where('date', '>=', query.from)
      .where('date', '<=', query.to)
      .orderBy('date', 'desc')
      .limit(5_000)
      .get(),
  );
  return snapshot.docs
    .map((doc) => ({
      riderId: String(doc.get('riderId')),
      riderName: String(doc.get('riderName') ?? ''),
      date: String(doc.get('date')),
      collectedPaise: Number(doc.get('collectedPaise') ?? 0),
      depositedPaise: Number(doc.get('depositedPaise') ?? 0),
      outstandingPaise: Number(doc.get('outstandingPaise') ?? 0),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.riderName.localeCompare(b.riderName));
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

const CSV_COLUMNS: CsvColumn<CashDayRow>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Rider', value: (row) => row.riderName },
  { header: 'Rider id', value: (row) => row.riderId },
  { header: 'Collected (INR)', value: (row) => rupees(row.collectedPaise) },
  { header: 'Deposited (INR)', value: (row) => rupees(row.depositedPaise) },
  { header: 'Outstanding (INR)', value: (row) => rupees(row.outstandingPaise) },
];

export function cashDaysCsv(rows: CashDayRow[]): string {
  return toCsv(CSV_COLUMNS, rows);
}
