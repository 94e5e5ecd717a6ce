import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { count, dateOrNull, readRecord, text, textOrNull } from '@/lib/firebase/read-record';
import { CASH_LEDGER } from '@dropwise/domain/collections';

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
  const [state, setState] = useState<FlaggedState>({ status: 'loading' });
  useEffect(
    () =>
      onSnapshot(
        query(
          collection(db, CASH_LEDGER),
          where('flagged', '==', true),
          orderBy('createdAt', 'desc'),
          limit(FLAGGED_SHOWN),
        ),
        (snapshot) =>
          setState({
            status: 'ready',
            entries: snapshot.docs.map((entry) => readRecord(entry, fields)),
          }),
        (error) => {
          console.warn('Could not read the flagged collections', error);
          setState({ status: 'error' });
        },
      ),
    [db],
  );
  return state;
}
