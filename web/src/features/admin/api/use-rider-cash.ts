import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { RIDER_CASH } from '@dropwise/domain/collections';

/** `riderCash/{riderId}`: the sums of a rider's ledger entries, kept with each entry. */
export interface RiderCash {
  collectedPaise: number;
  depositedPaise: number;
  cashInHandPaise: number;
}

export type RiderCashState =
  { status: 'none' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; cash: RiderCash };

const paise = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * What a rider holds now, live, so a deposit recorded here or elsewhere shows at once. A rider who
 * never collected has no document yet: they hold nothing. No rider chosen: `none`.
 */
export function useRiderCash(riderId: string | null): RiderCashState {
  const db = useFirestore();
  const [state, setState] = useState<{ riderId: string; value: RiderCashState } | null>(null);
  useEffect(() => {
    if (!riderId) return undefined;
    return onSnapshot(
      doc(db, RIDER_CASH, riderId),
      (snapshot) => {
        const data = snapshot.data() ?? {};
        const cash = {
          collectedPaise: paise(data.collectedPaise),
          depositedPaise: paise(data.depositedPaise),
          cashInHandPaise: paise(data.cashInHandPaise),
        };
        setState({ riderId, value: { status: 'ready', cash } });
      },
      () => setState({ riderId, value: { status: 'error' } }),
    );
  }, [db, riderId]);
  if (!riderId) return { status: 'none' };
  // Until the chosen rider's own answer arrives, the last rider's amount is not theirs.
  return state?.riderId === riderId ? state.value : { status: 'loading' };
}
