import { getDocs } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type RiderRecord, ridersQuery, toRiderRecord } from '../api/rider-records';

const RIDER_CHOICES = 100;

/**
 * Active riders by name (the first 100), optionally one shop's. A page of order rows shares one
 * list for "any shop" (one query, not one per row); a row asks for a shop's riders only once the
 * admin picks that shop.
 */
export function useActiveRiders(shopId: string | null, skip = false): RiderRecord[] | null {
  const db = useFirestore();
  const [riders, setRiders] = useState<RiderRecord[] | null>(null);
  useEffect(() => {
    if (skip) return;
    let cancelled = false;
    setRiders(null);
    getDocs(ridersQuery(db, { activeOnly: true, shopId }, { size: RIDER_CHOICES }))
      .then((snapshot) => {
        if (!cancelled) setRiders(snapshot.docs.slice(0, RIDER_CHOICES).map(toRiderRecord));
      })
      .catch(() => {
        if (!cancelled) setRiders([]);
      });
    return () => {
      cancelled = true;
    };
  }, [db, shopId, skip]);
  return riders;
}
