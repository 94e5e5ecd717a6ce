import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type RiderPosition, toRiderPosition } from '@/lib/trip/rider-position';
import { RIDER_POSITIONS } from '@dropwise/domain/collections';

/**
 * The assigned rider's live position (`riderPositions/{riderId}`), while `enabled` (the order is
 * assigned or picked up). The rules let the customer read it only then, so a refusal (the order
 * just ended, or the rider was reassigned) is the expected end of the trip: it reads as no
 * position, quietly, never as an error.
 */
export function useRiderPosition(riderId: string | null, enabled: boolean): RiderPosition | null {
  const db = useFirestore();
  const [position, setPosition] = useState<RiderPosition | null>(null);
  useEffect(() => {
    setPosition(null);
    if (!riderId || !enabled) return;
    return onSnapshot(
      doc(db, RIDER_POSITIONS, riderId),
      (snapshot) => setPosition(toRiderPosition(snapshot.data())),
      () => setPosition(null),
    );
  }, [db, riderId, enabled]);
  return position;
}
