import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type RiderPosition, toRiderPosition } from '@/lib/trip/rider-position';
import { RIDER_POSITIONS } from '@dropwise/domain/collections';

/**
 * Every on-duty rider's last position (`riderPositions`, one document per rider on duty; admins
 * may list them), live, by rider id. A rider on duty without a fix yet has no entry.
 */
export function useRiderPositions(): ReadonlyMap<string, RiderPosition> {
  const db = useFirestore();
  const [positions, setPositions] = useState<ReadonlyMap<string, RiderPosition>>(new Map());
  useEffect(
    () =>
      onSnapshot(
        collection(db, RIDER_POSITIONS),
        (snapshot) => {
          const next = new Map<string, RiderPosition>();
          for (const document of snapshot.docs) {
            const position = toRiderPosition(document.data());
            if (position) next.set(document.id, position);
          }
          setPositions(next);
        },
        () => setPositions(new Map()),
      ),
    [db],
  );
  return positions;
}
