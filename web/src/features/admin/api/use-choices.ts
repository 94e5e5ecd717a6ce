import {
  type DocumentData,
  type Firestore,
  getDocs,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type RiderRecord, ridersQuery, toRiderRecord } from './rider-records';
import { type ShopRecord, shopsQuery, toShopRecord } from './shop-records';

/** Enough choices for a city's dropdown; a longer list needs a search instead. */
const CHOICES = 100;

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
  const [rows, setRows] = useState<T[]>([]);
  useEffect(() => {
    let active = true;
    getDocs(makeQuery(db))
      .then((snapshot) => active && setRows(snapshot.docs.slice(0, CHOICES).map(toRow)))
      .catch(() => active && setRows([]));
    return () => {
      active = false;
    };
  }, [db, makeQuery, toRow]);
  return rows;
}

/** The active shops by name. */
export const useActiveShops = (): ShopRecord[] => useChoices(activeShops, toShopRecord);

/** Every rider by name, active or not. */
export const useRiderChoices = (): RiderRecord[] => useChoices(allRiders, toRiderRecord);
