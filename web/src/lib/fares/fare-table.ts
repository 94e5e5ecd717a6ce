import { fareTable } from '@dropwise/domain/api/orders';
import { type FareTable } from '@dropwise/domain/fares';
import { DEFAULT_FARE_TABLE } from '@dropwise/domain/default-fare-table';
import type { Auth } from 'firebase/auth';
import { useAuth } from '@/lib/firebase/instances';
import { request } from '@/lib/api/request';
import { sharedRead } from '@/lib/api/shared-read';
import { useLoad } from '@/lib/firebase/use-load';

/** GET /api/fares: the fare table (vehicle labels, prices, and the city speeds trip estimates use). */
export async function getFareTable(auth: Auth): Promise<FareTable> {
  return (await request(fareTable, { auth })).data;
}

const readFareTable = sharedRead(getFareTable);

/**
 * The current fare table; the default table until it has loaded (or if it cannot load). Parts of
 * one screen that show together share one call.
 */
export function useFareTable(): FareTable {
  const auth = useAuth();
  return useLoad(() => readFareTable(auth), [auth]).data ?? DEFAULT_FARE_TABLE;
}
