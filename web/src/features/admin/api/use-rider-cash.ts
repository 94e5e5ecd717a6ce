import { RIDER_CASH } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { type RiderCash, readRiderCash } from '@/lib/money/rider-cash';

export type RiderCashState =
  { status: 'none' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; cash: RiderCash };

/**
 * What a rider holds now, live, so a deposit recorded here or elsewhere shows at once. A rider who
 * never collected has no document yet: they hold nothing. No rider chosen: `none`. Until the
 * chosen rider's own answer arrives, it is `loading`: the last rider's amount is not theirs.
 */
export function useRiderCash(riderId: string | null): RiderCashState {
  const db = useFirestore();
  const live = useLive(riderId ? doc(db, RIDER_CASH, riderId) : null, readRiderCash);
  if (live.status === 'off') return { status: 'none' };
  if (live.status === 'success') return { status: 'ready', cash: live.data };
  return live.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
