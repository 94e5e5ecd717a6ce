import { CUSTOMER_FEES } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';

/** The cancellation fees a customer owes: their next delivered trip collects them. */
export interface OwedFees {
  totalPaise: number;
  /** How many earlier orders they are for. */
  orders: number;
}

/** A stored `customerFees/{uid}` read defensively: each order's fee in whole paise above zero. */
export function readOwedFees(data: unknown): OwedFees {
  const owed = (data as { owed?: unknown } | undefined)?.owed;
  const fees = Object.values(owed && typeof owed === 'object' ? owed : {}).filter(
    (paise): paise is number => Number.isSafeInteger(paise) && (paise as number) > 0,
  );
  return { totalPaise: fees.reduce((sum, paise) => sum + paise, 0), orders: fees.length };
}

/**
 * What the signed-in customer owes, live; null while it loads, without a customer, or when it
 * cannot be read (the booking goes on: the receipt says what was collected).
 */
export function useOwedFees(uid: string | null): OwedFees | null {
  const db = useFirestore();
  const live = useLive(uid ? doc(db, CUSTOMER_FEES, uid) : null, (snapshot) => readOwedFees(snapshot.data()));
  return live.status === 'success' ? live.data : null;
}
