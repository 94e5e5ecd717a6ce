import { RIDER_CASH, RIDER_DAYS, RIDERS } from '@dropwise/domain/collections';
import { collection, doc, type DocumentSnapshot, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { type Live, useLive } from '@/lib/firebase/use-live';
import { type RiderCash, readRiderCash } from '@/lib/money/rider-cash';
import { type RiderDay, toRiderDay } from '@/features/rider/lib/earnings';

/** `riders/{uid}.rating`: the average over the rider's latest rated trips. */
export interface RiderRating {
  average: number;
  count: number;
}

function readRating(snapshot: DocumentSnapshot): RiderRating | null {
  const { average, count } = (snapshot.get('rating') ?? {}) as { average?: unknown; count?: unknown };
  return typeof average === 'number' && typeof count === 'number' && count > 0 ? { average, count } : null;
}

/** The cash the rider holds (`riderCash/{uid}`), live. */
export function useRiderCash(riderId: string): Live<RiderCash> {
  return useLive(doc(useFirestore(), RIDER_CASH, riderId), readRiderCash);
}

/** The rider's rating (`riders/{uid}.rating`), live; null until a customer has rated them. */
export function useRiderRating(riderId: string): Live<RiderRating | null> {
  return useLive(doc(useFirestore(), RIDERS, riderId), readRating);
}

/** The rider's days from `from` (a Monday, India time) on, live. */
export function useRiderDays(riderId: string, from: string): Live<RiderDay[]> {
  const db = useFirestore();
  return useLive(
    query(collection(db, RIDER_DAYS), where('riderId', '==', riderId), where('date', '>=', from)),
    (snapshot) =>
      snapshot.docs.map((day) => toRiderDay(day.data())).filter((day): day is RiderDay => day !== null),
  );
}
