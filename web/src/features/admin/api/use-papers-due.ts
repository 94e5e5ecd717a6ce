import { RIDERS } from '@dropwise/domain/collections';
import { collection, doc, limit, orderBy, query, type QuerySnapshot, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { flag, readRecord, text, textOrNull } from '@/lib/firebase/read-record';
import { type Live, useLive } from '@/lib/firebase/use-live';
import { type RiderRecord, toRiderRecord } from './rider-records';

/** A rider as the papers lists show them: who, and the first day any of their papers ends. */
export interface PapersRider {
  id: string;
  name: string;
  phone: string;
  active: boolean;
  /** `YYYY-MM-DD`; null while a dated paper is missing. */
  papersUntil: string | null;
}

/** More than a city's riders are ever due at once; the page says when the list is cut short. */
export const PAPERS_LIST_LIMIT = 300;

const readRiders = (snapshot: QuerySnapshot): PapersRider[] =>
  snapshot.docs.map((rider) =>
    readRecord(rider, { name: text, phone: text, active: flag, papersUntil: textOrNull }),
  );

/**
 * Riders whose papers end on or before `dueBy` (India day), soonest first, live. A range and an
 * order on the one field need no composite index.
 */
export function usePapersDue(dueBy: string): Live<PapersRider[]> {
  const riders = collection(useFirestore(), RIDERS);
  return useLive(
    query(riders, where('papersUntil', '<=', dueBy), orderBy('papersUntil'), limit(PAPERS_LIST_LIMIT)),
    readRiders,
  );
}

/**
 * Riders whose papers are incomplete (`papersUntil` stored as null), live. A rider document
 * written before papers existed has no such field and does not match.
 */
export function useIncompletePapers(): Live<PapersRider[]> {
  const riders = collection(useFirestore(), RIDERS);
  return useLive(query(riders, where('papersUntil', '==', null), limit(PAPERS_LIST_LIMIT)), readRiders);
}

/** One rider, live: null when there is no such rider. */
export function useRider(riderId: string): Live<RiderRecord | null> {
  return useLive(doc(useFirestore(), RIDERS, riderId), (snapshot) =>
    snapshot.exists() ? toRiderRecord(snapshot) : null,
  );
}
