import { DEFAULT_FARE_TABLE, type FareTable } from '@domain/fares';
import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { callOrderApi } from './call-order-api';

export async function getFareTable(user: User): Promise<FareTable> {
  const answer = await callOrderApi<{ data: FareTable }>(user, '/api/fares');
  return answer.data;
}

/** The current fare table; the default table until it has loaded (or if it cannot load). */
export function useFareTable(user: User | null): FareTable {
  const [table, setTable] = useState<FareTable>(DEFAULT_FARE_TABLE);
  useEffect(() => {
    if (!user) return;
    let active = true;
    getFareTable(user)
      .then((loaded) => active && setTable(loaded))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [user]);
  return table;
}
