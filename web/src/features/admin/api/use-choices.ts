import {
  type DocumentData,
  type Firestore,
  getDocs,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLoad } from '@/lib/firebase/use-load';
import { type RiderRecord, ridersQuery, toRiderRecord } from './rider-records';
import { type ShopRecord, shopsQuery, toShopRecord } from './shop-records';

/** Enough choices for a city's dropdown; a longer list needs a search instead. */
const CHOICES = 100;
const NONE: never[] = [];

const activeShops = (db: Firestore) => shopsQuery(db, { search: '', activeOnly: true }, { size: CHOICES });
const allRiders = (db: Firestore) => ridersQuery(db, {}, { size: CHOICES });

/**
 * The first rows of a query, read once, for a dropdown: empty until they arrive, and empty if
 * the read fails (the dropdown then offers its "any" choice only).
 */
function useChoices<T>(
  makeQuery: (db: Firestore) => Query<DocumentData>,
  toRow: (snapshot: QueryDocumentSnapshot) => T,
): T[] {
  const db = useFirestore();
  const rows = useLoad(
    () => getDocs(makeQuery(db)).then((snapshot) => snapshot.docs.slice(0, CHOICES).map(toRow)),
    [db, makeQuery, toRow],
  );
  return (!rows.error && rows.data) || NONE;
}

/** The active shops by name. */
export const useActiveShops = (): ShopRecord[] => useChoices(activeShops, toShopRecord);

/** Every rider by name, active or not. */
export const useRiderChoices = (): RiderRecord[] => useChoices(allRiders, toRiderRecord);
