import { RIDER_CASH } from '@dropwise/domain/collections';
import { doc, type DocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';

/** `riderCash/{riderId}`: the sums of a rider's ledger entries, kept with each entry. */
export interface RiderCash {
  collectedPaise: number;
  depositedPaise: number;
  cashInHandPaise: number;
}

export type RiderCashState =
  { status: 'none' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; cash: RiderCash };

const paise = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function readCash(snapshot: DocumentSnapshot): RiderCash {
  const data = snapshot.data() ?? {};
  return {
    collectedPaise: paise(data.collectedPaise),
    depositedPaise: paise(data.depositedPaise),
    cashInHandPaise: paise(data.cashInHandPaise),
  };
}

/**
 * What a rider holds now, live, so a deposit recorded here or elsewhere shows at once. A rider who
 * never collected has no document yet: they hold nothing. No rider chosen: `none`. Until the
 * chosen rider's own answer arrives, it is `loading`: the last rider's amount is not theirs.
 */
export function useRiderCash(riderId: string | null): RiderCashState {
  const db = useFirestore();
  const live = useLive(riderId ? doc(db, RIDER_CASH, riderId) : null, readCash);
  if (live.status === 'off') return { status: 'none' };
  if (live.status === 'success') return { status: 'ready', cash: live.data };
  return live.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
