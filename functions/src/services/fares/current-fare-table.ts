import type { Firestore } from 'firebase-admin/firestore';
import type { FareTable } from '@dropwise/domain/fares';
import { firestoreCall } from '../../lib/deadline.js';
import { loadFareTable } from './fare-table.js';

/**
 * The fare table as quotes and bookings use it, read on every request (one point read): a table
 * an admin saves applies on every instance at once, and each order records the version it was
 * quoted with.
 */
export function currentFareTable(db: Firestore, deadline?: number): Promise<FareTable> {
  return firestoreCall(loadFareTable(db), deadline);
}
