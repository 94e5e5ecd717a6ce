import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_FARE_TABLE, type FareTable } from '@dropwise/domain/fares';
import { firestoreCall } from '../../lib/deadline.js';
import { StaleWhileRefreshCache } from '../../lib/stale-while-refresh-cache.js';
import { loadFareTable } from './fare-table.js';
import { settings } from '../../config/settings.js';

/**
 * The fare table as quotes and bookings use it: every booking needs it, and it changes when an
 * admin saves a new one, so each instance keeps the table it last read for at most
 * `fareTableMaxAgeMs()` (one read at a time, shared by the requests waiting for it). A new
 * table applies at once on the instance that saved it and within that time on every other;
 * each order records the version it was quoted with.
 */
const tables = new StaleWhileRefreshCache<'fares', FareTable>(() => {
  const maxAge = fareTableMaxAgeMs();
  return { freshMs: maxAge, staleMs: maxAge };
});

export function fareTableMaxAgeMs(): number {
  return settings.fareTableMaxAgeSeconds() * 1000;
}

export function currentFareTable(db: Firestore, deadline?: number): Promise<FareTable> {
  return tables.get('fares', () => firestoreCall(loadFareTable(db), deadline));
}

/** After this instance saved a new table: use it from now on. */
export function rememberFareTable(table: FareTable): void {
  tables.set('fares', table);
}

/** The table this instance read last, without a read: only for wording errors of a malformed request. */
export function lastKnownFareTable(): FareTable {
  return tables.last('fares') ?? DEFAULT_FARE_TABLE;
}
