import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_FARE_TABLE, type FareTable } from '@domain/fares';
import { firestoreCall } from '../../lib/deadline.js';
import { loadFareTable } from './fare-table.js';

/**
 * The fare table as quotes and bookings use it: every booking needs it, and it changes when an
 * admin saves a new one, so each instance keeps the table it last read for at most
 * `fareTableMaxAgeMs()` (one read at a time, shared by the requests waiting for it). A new
 * table applies at once on the instance that saved it and within that time on every other;
 * each order records the version it was quoted with.
 */
interface KnownTable {
  table: FareTable;
  readAt: number;
}

let known: KnownTable | undefined;
let reading: Promise<KnownTable> | undefined;

export function fareTableMaxAgeMs(): number {
  const seconds = Number(process.env.DROPWISE_FARE_TABLE_MAX_AGE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 60) * 1000 : 10_000;
}

export async function currentFareTable(db: Firestore, deadline?: number): Promise<FareTable> {
  if (known && Date.now() - known.readAt <= fareTableMaxAgeMs()) return known.table;
  if (!reading) {
    const readAt = Date.now();
    reading = firestoreCall(loadFareTable(db), deadline)
      .then((table) => (known = { table, readAt }))
      .finally(() => (reading = undefined));
  }
  return (await reading).table;
}

/** After this instance saved a new table: use it from now on. */
export function rememberFareTable(table: FareTable): void {
  known = { table, readAt: Date.now() };
}

/** The table this instance read last, without a read: only for wording errors of a malformed request. */
export function lastKnownFareTable(): FareTable {
  return known?.table ?? DEFAULT_FARE_TABLE;
}
