import { RIDERS } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';

/**
 * The rider's duty switch as the server holds it (`riders/{uid}.onDuty`), live; null while
 * loading, off duty when it cannot be read.
 */
export function useDutyState(riderId: string): boolean | null {
  const live = useLive(doc(useFirestore(), RIDERS, riderId), (snapshot) => snapshot.get('onDuty') === true);
  if (live.status === 'loading') return null;
  return live.status === 'success' && live.data;
}
