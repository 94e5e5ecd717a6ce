import { CASH_LEDGER } from '@dropwise/domain/collections';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { count, dateOrNull, readRecord, text, textOrNull } from '@/lib/firebase/read-record';
import { useLive } from '@/lib/firebase/use-live';

const FLAGGED_SHOWN = 20;

/** A collection whose amount differed from what the order's settlement said was due. */
export interface FlaggedCollection {
  id: string;
  riderId: string;
  riderName: string;
  orderId: string;
  amountPaise: number;
  expectedPaise: number;
  note: string | null;
  createdAt: Date | null;
}

export type FlaggedState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: FlaggedCollection[] };

const fields = {
  riderId: text,
  riderName: text,
  orderId: text,
  amountPaise: count,
  expectedPaise: count,
  note: textOrNull,
  createdAt: dateOrNull,
};

/**
 * The latest flagged collections in the cash ledger, newest first, live: a rider recording a
 * different amount shows here while the admin has the screen open.
 */
export function useFlaggedCollections(): FlaggedState {
  const db = useFirestore();
  const live = useLive(
    query(
      collection(db, CASH_LEDGER),
      where('flagged', '==', true),
      orderBy('createdAt', 'desc'),
      limit(FLAGGED_SHOWN),
    ),
    (snapshot): FlaggedCollection[] => snapshot.docs.map((entry) => readRecord(entry, fields)),
  );
  if (live.status === 'success') return { status: 'ready', entries: live.data };
  return live.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
