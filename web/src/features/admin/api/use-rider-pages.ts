import { useFirestore } from 'reactfire';
import { type CursorPages, useCursorPages } from '../hooks/use-cursor-pages';
import { type RiderRecord, ridersQuery, toRiderRecord } from './rider-records';

/**
 * Riders by name, paged; `search` keeps those whose name starts with it. A new `version` reads
 * the list again (after a save).
 */
export function useRiderPages(search: string, version: number): CursorPages<RiderRecord> {
  const db = useFirestore();
  return useCursorPages<RiderRecord>(
    `riders:${search}:${version}`,
    (page) => ridersQuery(db, { search }, page),
    toRiderRecord,
  );
}
