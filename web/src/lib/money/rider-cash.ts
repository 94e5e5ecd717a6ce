import type { DocumentSnapshot } from 'firebase/firestore';

/** `riderCash/{riderId}`: the sums of a rider's ledger entries, kept with each entry. */
export interface RiderCash {
  collectedPaise: number;
  depositedPaise: number;
  cashInHandPaise: number;
}

const paise = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

/** A rider's sums as stored; a rider who never recorded cash has no document yet, and holds nothing. */
export function readRiderCash(snapshot: DocumentSnapshot): RiderCash {
  const data = snapshot.data() ?? {};
  return {
    collectedPaise: paise(data.collectedPaise),
    depositedPaise: paise(data.depositedPaise),
    cashInHandPaise: paise(data.cashInHandPaise),
  };
}
