import { RIDER_POSITIONS } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { type RiderPosition, toRiderPosition } from '@/lib/trip/rider-position';

/**
 * The assigned rider's live position (`riderPositions/{riderId}`), while `enabled` (the order is
 * assigned or picked up). The rules let the customer read it only then, so a refusal (the order
 * just ended, or the rider was reassigned) is the expected end of the trip: it reads as no
 * position, quietly, never as an error.
 */
export function useRiderPosition(riderId: string | null, enabled: boolean): RiderPosition | null {
  const db = useFirestore();
  const live = useLive(riderId && enabled ? doc(db, RIDER_POSITIONS, riderId) : null, (snapshot) =>
    toRiderPosition(snapshot.data()),
  );
  return live.status === 'success' ? live.data : null;
}
