import { DAILY_TOTALS } from '@dropwise/domain/collections';
import { sumDayShards } from '@dropwise/domain/day-totals';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';

export type DailyTotalsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** Each stored day's figures (its shards added up) by its `YYYY-MM-DD`. */
  | { status: 'ready'; days: ReadonlyMap<string, unknown> };

/**
 * `dailyTotals` from `firstDay` on, in one query, live (today's counts move as trips happen), each
 * day's shards added up (a day stored whole, before the shards, counts the same). The documents
 * hold the counts the Reports screen needs, so it never reads an order.
 */
export function useDailyTotals(firstDay: string): DailyTotalsState {
  const db = useFirestore();
  const live = useLive(
    query(collection(db, DAILY_TOTALS), where('date', '>=', firstDay), orderBy('date')),
    (snapshot): ReadonlyMap<string, unknown> => sumDayShards(snapshot.docs.map((shard) => shard.data())),
  );
  if (live.status === 'success') return { status: 'ready', days: live.data };
  return live.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
