import { useFirestore } from 'reactfire';
import { firestorePageReader } from '@/lib/firebase/firestore-page-reader';
import { type CursorPages, useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { type RiderFilters, type RiderRecord, ridersQuery, toRiderRecord } from './rider-records';

/**
 * Riders by name, paged, optionally those of one shop or whose name starts with a search. A new
 * `version` reads the list again (after a save).
 */
export function useRiderPages(
  filters: RiderFilters,
  version: number,
  pageSize = 20,
): CursorPages<RiderRecord> {
  const db = useFirestore();
  return useCursorPages(
    `riders:${JSON.stringify(filters)}:${version}`,
    firestorePageReader((page) => ridersQuery(db, filters, page), toRiderRecord, { pageSize }),
  );
}
