import { type FareTable, type FareTableInput, fareTableInputSchema } from '@dropwise/domain/fares';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

export { fareTableInputSchema, type FareTable, type FareTableInput };

/** GET /api/fares: the fare table in force. */
export async function loadFareTable(auth: Auth): Promise<FareTable> {
  return (await request<DataAnswer<FareTable>>('GET', '/api/fares', { auth })).data;
}

/** PUT /api/fares: replaces the table; the server bumps its version, past orders keep theirs. */
export async function saveFareTable(auth: Auth, table: FareTableInput): Promise<FareTable> {
  return (await request<DataAnswer<FareTable>>('PUT', '/api/fares', { auth, body: table })).data;
}
