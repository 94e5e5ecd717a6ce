import { saveFareTable as saveFareTableEndpoint } from '@dropwise/domain/api/orders';
import { type FareTable, type FareTableInput, fareTableInputSchema } from '@dropwise/domain/fares';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export { fareTableInputSchema, type FareTable, type FareTableInput };

/** PUT /api/fares: replaces the table; the server bumps its version, past orders keep theirs. */
export async function saveFareTable(auth: Auth, table: FareTableInput): Promise<FareTable> {
  return (await request(saveFareTableEndpoint, { auth, body: table })).data;
}
