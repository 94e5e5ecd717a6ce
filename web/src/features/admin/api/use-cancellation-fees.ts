import { CASH_LEDGER } from '@dropwise/domain/collections';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { count, dateOrNull, readRecord, text, textOrNull } from '@/lib/firebase/read-record';
import { useLive } from '@/lib/firebase/use-live';

export const FEES_SHOWN = 20;

/** A cancellation fee as the ledger keeps it (@dropwise/domain/cancellation-fee). */
export interface FeeEntry {
  id: string;
  payer: string;
  riderId: string | null;
  riderName: string;
  orderId: string;
  amountPaise: number;
  note: string | null;
  createdAt: Date | null;
}

export type FeesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: FeeEntry[] };

const fields = {
  payer: text,
  riderId: textOrNull,
  riderName: text,
  orderId: text,
  amountPaise: count,
  note: textOrNull,
  createdAt: dateOrNull,
};

/** The latest cancellation fees in the cash ledger, newest first, live. */
export function useCancellationFees(): FeesState {
  const db = useFirestore();
  const live = useLive(
    query(
      collection(db, CASH_LEDGER),
      where('type', '==', 'cancellation_fee'),
      orderBy('createdAt', 'desc'),
      limit(FEES_SHOWN),
    ),
    (snapshot): FeeEntry[] => snapshot.docs.map((entry) => readRecord(entry, fields)),
  );
  if (live.status === 'success') return { status: 'ready', entries: live.data };
  return live.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
