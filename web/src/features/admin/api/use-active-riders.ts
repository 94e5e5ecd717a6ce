import { getDocs } from 'firebase/firestore';
import { useFirestore } from '@/lib/firebase/instances';
import { useLoad } from '@/lib/firebase/use-load';
import { type RiderRecord, ridersQuery, toRiderRecord } from '@/features/admin/api/rider-records';

const RIDER_CHOICES = 100;

/**
 * Active riders by name (the first 100), optionally one shop's: null while they are read, none if
 * the read fails. A page of order rows shares one list for "any shop" (one query, not one per
 * row); a row asks for a shop's riders only once the admin picks that shop.
 */
export function useActiveRiders(shopId: string | null, skip = false): RiderRecord[] | null {
  const db = useFirestore();
  const riders = useLoad(
    () =>
      skip
        ? null
        : getDocs(ridersQuery(db, { activeOnly: true, shopId }, { size: RIDER_CHOICES })).then((snapshot) =>
            snapshot.docs.slice(0, RIDER_CHOICES).map(toRiderRecord),
          ),
    [db, shopId, skip],
  );
  if (riders.loading) return null;
  return riders.error ? [] : (riders.data ?? null);
}
