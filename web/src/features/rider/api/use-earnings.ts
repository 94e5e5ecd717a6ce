import { collection, doc, type DocumentSnapshot, onSnapshot, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { type Listen, type Live, useLiveListener } from '@/lib/firebase/use-live-listener';
import { type RiderDay, toRiderDay } from '@/features/rider/lib/earnings';
import { RIDERS, RIDER_CASH, RIDER_DAYS } from '@dropwise/domain/collections';

/** `riderCash/{uid}`: the sums of the rider's cash entries. */
export interface RiderCash {
  collectedPaise: number;
  depositedPaise: number;
  cashInHandPaise: number;
}

/** `riders/{uid}.rating`: the average over the rider's latest rated trips. */
export interface RiderRating {
  average: number;
  count: number;
}

const paise = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

function readCash(snapshot: DocumentSnapshot): RiderCash {
  // No document yet: the rider has not recorded any cash.
  const data = snapshot.data() ?? {};
  return {
    collectedPaise: paise(data.collectedPaise),
    depositedPaise: paise(data.depositedPaise),
    cashInHandPaise: paise(data.cashInHandPaise),
  };
}

function readRating(snapshot: DocumentSnapshot): RiderRating | null {
  const { average, count } = (snapshot.get('rating') ?? {}) as { average?: unknown; count?: unknown };
  return typeof average === 'number' && typeof count === 'number' && count > 0 ? { average, count } : null;
}

/** The cash the rider holds (`riderCash/{uid}`), live. */
export function useRiderCash(riderId: string): Live<RiderCash> {
  const db = useFirestore();
  const listen = useMemo<Listen<RiderCash>>(
    () => (onData, onError) =>
      onSnapshot(doc(db, RIDER_CASH, riderId), (snapshot) => onData(readCash(snapshot)), onError),
    [db, riderId],
  );
  return useLiveListener(listen);
}

/** The rider's rating (`riders/{uid}.rating`), live; null until a customer has rated them. */
export function useRiderRating(riderId: string): Live<RiderRating | null> {
  const db = useFirestore();
  const listen = useMemo<Listen<RiderRating | null>>(
    () => (onData, onError) =>
      onSnapshot(doc(db, RIDERS, riderId), (snapshot) => onData(readRating(snapshot)), onError),
    [db, riderId],
  );
  return useLiveListener(listen);
}

/** The rider's days from `from` (a Monday, India time) on, live. */
export function useRiderDays(riderId: string, from: string): Live<RiderDay[]> {
  const db = useFirestore();
  const listen = useMemo<Listen<RiderDay[]>>(
    () => (onData, onError) =>
      onSnapshot(
        query(collection(db, RIDER_DAYS), where('riderId', '==', riderId), where('date', '>=', from)),
        (snapshot) =>
          onData(
            snapshot.docs.map((day) => toRiderDay(day.data())).filter((day): day is RiderDay => day !== null),
          ),
        onError,
      ),
    [db, riderId, from],
  );
  return useLiveListener(listen);
}
