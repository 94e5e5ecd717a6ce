/** GET /api/fares: the fare table (vehicle labels, prices, and the city speeds trip estimates use). */
import { DEFAULT_FARE_TABLE, type FareTable } from '@domain/fares';
import type { Auth } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';
import { type DataAnswer, request } from '../api/request';

export async function getFareTable(auth: Auth): Promise<FareTable> {
  return (await request<DataAnswer<FareTable>>('GET', '/api/fares', { auth })).data;
}

/** The current fare table; the default table until it has loaded (or if it cannot load). */
export function useFareTable(): FareTable {
  const auth = useAuth();
  const [table, setTable] = useState<FareTable>(DEFAULT_FARE_TABLE);
  useEffect(() => {
    let active = true;
    getFareTable(auth)
      .then((loaded) => active && setTable(loaded))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [auth]);
  return table;
}
