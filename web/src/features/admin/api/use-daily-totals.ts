import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { DAILY_TOTALS } from '@dropwise/domain/collections';

export type DailyTotalsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** Each stored day's document data by its `YYYY-MM-DD`. */
  | { status: 'ready'; days: ReadonlyMap<string, unknown> };

/**
 * `dailyTotals` from `firstDay` on, in one query, live (today's counts move as trips happen). The
 * day's documents hold the counts the Reports screen needs, so it never reads an order.
 */
export function useDailyTotals(firstDay: string): DailyTotalsState {
  const db = useFirestore();
  const [state, setState] = useState<DailyTotalsState>({ status: 'loading' });
  useEffect(
    () =>
      onSnapshot(
        query(collection(db, DAILY_TOTALS), where('date', '>=', firstDay), orderBy('date')),
        (snapshot) => {
          const days = new Map<string, unknown>();
          for (const day of snapshot.docs) days.set(day.id, day.data());
          setState({ status: 'ready', days });
        },
        (error) => {
          console.warn('Could not read the daily totals', error);
          setState({ status: 'error' });
        },
      ),
    [db, firstDay],
  );
  return state;
}
