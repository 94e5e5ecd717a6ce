import { type RiderCreateInput, riderCreateSchema } from '@domain/admin/rider';
import type { Auth } from 'firebase/auth';
import { callApi } from './call-api';

export { riderCreateSchema, type RiderCreateInput };

/** POST /api/admin/riders: an Auth account with the `rider` claim and its `riders/{uid}` profile. */
export async function createRider(auth: Auth, input: RiderCreateInput): Promise<string> {
  const { data } = await callApi<{ uid: string }>(auth, 'POST', '/api/admin/riders', input);
  return data.uid;
}
