import { RIDER_POSITIONS } from '@dropwise/domain/collections';
import { collection, type QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { type RiderPosition, toRiderPosition } from '@/lib/trip/rider-position';

const NONE: ReadonlyMap<string, RiderPosition> = new Map();

function readPositions(snapshot: QuerySnapshot): ReadonlyMap<string, RiderPosition> {
  const positions = new Map<string, RiderPosition>();
  for (const document of snapshot.docs) {
    const position = toRiderPosition(document.data());
    if (position) positions.set(document.id, position);
  }
  return positions;
}

/**
 * Every on-duty rider's last position (`riderPositions`, one document per rider on duty; admins
 * may list them), live, by rider id. A rider on duty without a fix yet has no entry.
 */
export function useRiderPositions(): ReadonlyMap<string, RiderPosition> {
  const live = useLive(collection(useFirestore(), RIDER_POSITIONS), readPositions);
  return live.status === 'success' ? live.data : NONE;
}
