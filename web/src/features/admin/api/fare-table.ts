import { type FareTable, type FareTableInput, fareTableInputSchema } from '@domain/fares';
import type { Auth } from 'firebase/auth';
import { callApi } from './call-api';

export { fareTableInputSchema, type FareTable, type FareTableInput };

/** GET /api/fares (the booking issue's function): the fare table in force. */
export async function loadFareTable(auth: Auth): Promise<FareTable> {
  return (await callApi<FareTable>(auth, 'GET', '/api/fares')).data;
}

/** PUT /api/fares: replaces the table; the server bumps its version, past orders keep theirs. */
export async function saveFareTable(auth: Auth, table: FareTableInput): Promise<FareTable> {
  return (await callApi<FareTable>(auth, 'PUT', '/api/fares', table)).data;
}
