import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  financialYearOf,
  MAX_IN_SERIES,
  randomSeriesCode,
  receiptNumber,
} from '@dropwise/domain/receipt-number';
import { receiptCounterRef, receiptSeriesRef } from './money-documents.js';

/** Draws before giving up: with 32,768 codes a year, a second draw is already rare. */
const CODE_DRAWS = 8;

/** Where a delivery's receipt number comes from, read inside the delivering transaction. */
export interface ReceiptSeries {
  counter: DocumentReference;
  financialYear: string;
  series: string;
  sequence: number;
  /** A series the deliverer opens with this delivery: claimed in the same commit. */
  claim: DocumentReference | null;
}

/**
 * The next number of the deliverer's own series for the financial year. A rider's deliveries
 * follow one another, so their counter is theirs alone and never waits on another rider's; the
 * year's first delivery (or one past the series' last number) opens a series under a code nobody
 * else holds that year.
 */
export async function readReceiptSeries(
  db: Firestore,
  transaction: Transaction,
  riderId: string | null,
  now: number,
): Promise<ReceiptSeries> {
  const financialYear = financialYearOf(now);
  const counter = receiptCounterRef(db, financialYear, riderId ?? 'platform');
  const stored = await transaction.get(counter);
  const series = stored.get('series') as string | undefined;
  const last = Number(stored.get('last') ?? 0);
  if (series && last < MAX_IN_SERIES) {
    return { counter, financialYear, series, sequence: last + 1, claim: null };
  }
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const code = randomSeriesCode();
    const claim = receiptSeriesRef(db, financialYear, code);
    if (!(await transaction.get(claim)).exists) {
      return { counter, financialYear, series: code, sequence: 1, claim };
    }
  }
  throw new Error(`No free receipt series found for ${financialYear} in ${CODE_DRAWS} draws.`);
}

/** Writes the deliverer's place in the series (and the series' claim) and answers the number. */
export function takeReceiptNumber(transaction: Transaction, from: ReceiptSeries): string {
  const { counter, financialYear, series, sequence, claim } = from;
  if (claim) {
    transaction.create(claim, {
      financialYear,
      series,
      counter: counter.id,
      claimedAt: FieldValue.serverTimestamp(),
    });
  }
  transaction.set(counter, {
    financialYear,
    series,
    last: sequence,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return receiptNumber(financialYear, series, sequence);
}
