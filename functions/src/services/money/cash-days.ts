import { AggregateField, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { type CsvColumn, toCsv } from '@dropwise/domain/csv';
import { indiaDate } from '@dropwise/domain/india-time';
import type { CashDayRow } from '@dropwise/domain/money';
import { firestoreCall } from '../../lib/deadline.js';
import { balanceOf } from './cash-ledger-entry.js';
import { type CashDayFigures, withOutstanding } from './cash-outstanding.js';
import { riderCashRef } from './money-documents.js';
import { RIDER_CASH_DAYS } from '@dropwise/domain/collections';

export interface CashDaysQuery {
  from: string;
  to: string;
  riderId?: string;
  shopId?: string;
}

/**
 * The cash screen's rows: each rider's days in the range, from the per-day documents, with what
 * the rider held at each day's end worked out from their balance now (cash-outstanding.ts). All
 * read at one moment, so an entry landing meanwhile cannot count in one figure and not another.
 */
export async function listCashDays(db: Firestore, query: CashDaysQuery): Promise<CashDayRow[]> {
  const rows = await firestoreCall(
    db.runTransaction((transaction) => readCashDays(db, transaction, query), { readOnly: true }),
  );
  return rows.sort((a, b) => b.date.localeCompare(a.date) || a.riderName.localeCompare(b.riderName));
}

async function readCashDays(db: Firestore, transaction: Transaction, query: CashDaysQuery) {
  let days: Query = db.collection(RIDER_CASH_DAYS);
  if (query.riderId) days = days.where('riderId', '==', query.riderId);
  if (query.shopId) days = days.where('shopId', '==', query.shopId);
  const snapshot = await transaction.get(
    days.where('date', '>=', query.from).where('date', '<=', query.to).orderBy('date', 'desc').limit(5_000),
  );
  const rows: CashDayFigures[] = snapshot.docs.map((doc) => ({
    riderId: String(doc.get('riderId')),
    riderName: String(doc.get('riderName') ?? ''),
    date: String(doc.get('date')),
    collectedPaise: Number(doc.get('collectedPaise') ?? 0),
    depositedPaise: Number(doc.get('depositedPaise') ?? 0),
  }));
  const riderIds = [...new Set(rows.map((row) => row.riderId))];
  if (riderIds.length === 0) return [];
  const balances = await transaction.getAll(...riderIds.map((riderId) => riderCashRef(db, riderId)));
  const heldNow = new Map(balances.map((cash, index) => [riderIds[index]!, balanceOf(cash).cashInHandPaise]));
  // Days after the range exist only when it ends before today.
  const laterNet = new Map<string, number>();
  if (query.to < indiaDate(Date.now())) {
    await Promise.all(
      riderIds.map(async (riderId) => {
        const later = await transaction.get(
          db
            .collection(RIDER_CASH_DAYS)
            .where('riderId', '==', riderId)
            .where('date', '>', query.to)
            .orderBy('date', 'desc')
            .aggregate({
              collected: AggregateField.sum('collectedPaise'),
              deposited: AggregateField.sum('depositedPaise'),
            }),
        );
        const { collected, deposited } = later.data();
        laterNet.set(riderId, Number(collected ?? 0) - Number(deposited ?? 0));
      }),
    );
  }
  return withOutstanding(rows, heldNow, laterNet);
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
