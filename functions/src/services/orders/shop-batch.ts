import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { BatchBooked } from '@dropwise/domain/api/shop';
import type { LocatedPlace } from '@dropwise/domain/booking';
import { type BatchRow, type BatchRowProblem, readBatch } from '@dropwise/domain/shops/shop-batch';
import { ApiError, InvalidRowsError } from '../../lib/api-error.js';
import { deadlineFromNow } from '../../lib/deadline.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { bookForShop, type ShopBooked } from './shop-booking-transaction.js';
import { locateDropOff, textReceivers } from './shop-bookings.js';
import { bookingShop } from './shop-order-document.js';

/** Bookings of one upload written side by side: enough to finish 200 rows well within a request. */
const AT_ONCE = 8;

async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

/** Each row's drop-off located, or the row's problem with it: a whole file is checked before anything is booked. */
async function locateRows(shop: Parameters<typeof locateDropOff>[0], rows: BatchRow[]) {
  const located = await inTurns(rows, async (row): Promise<LocatedPlace | BatchRowProblem> => {
    try {
      return await locateDropOff(shop, row.dropOff);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      const message = Object.values(error.fields ?? {})[0] ?? error.message;
      return {
        line: row.line,
        fields: { [row.dropOff.coordinates ? 'dropOffLat' : 'dropOffAddress']: message },
      };
    }
  });
  const problems = located.filter((place): place is BatchRowProblem => 'line' in place);
  if (problems.length > 0) throw new InvalidRowsError(problems);
  return located as LocatedPlace[];
}

/**
 * `POST /api/shop/orders/batch`: every row checked (fields, then its drop-off located) before any
 * is booked; then each row is booked as a single booking is, its reference the replay key, so the
 * same file sent twice books nothing twice (the second answer lists the references as duplicates).
 */
export async function bookShopBatch(
  db: Firestore,
  input: { shop: DocumentSnapshot; staffUid: string; csv: string; origin: string },
): Promise<BatchBooked> {
  const read = readBatch(input.csv);
  if ('problems' in read) throw new InvalidRowsError(read.problems);
  const shop = bookingShop(input.shop);
  const table = await currentFareTable(db, deadlineFromNow());
  const dropOffs = await locateRows(shop, read.rows);
  const booked: ShopBooked[] = await inTurns(read.rows, (row) => {
    const index = read.rows.indexOf(row);
    return bookForShop(db, {
      shop,
      staffUid: input.staffUid,
      table,
      origin: input.origin,
      // Each row's transaction has the budget a single booking has.
      deadline: deadlineFromNow(),
      booking: {
        replayKey: `reference:${row.reference.toLowerCase()}`,
        reference: row.reference,
        dropOff: dropOffs[index]!,
        receiver: row.receiver,
        sizeBand: row.sizeBand,
        note: row.note ?? null,
        codPaise: row.codPaise,
        feePaidBy: row.feePaidBy,
      },
    });
  });
  await textReceivers(db, shop, booked);
  return {
    created: booked.filter((order) => !order.duplicate).map((order) => order.id),
    duplicates: read.rows.filter((_, index) => booked[index]!.duplicate).map((row) => row.reference),
  };
}

export type { ShopBooked };
