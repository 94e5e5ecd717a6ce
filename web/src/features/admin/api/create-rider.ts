import { type RiderCreateInput, riderCreateSchema } from '@dropwise/domain/admin/rider';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

export { riderCreateSchema, type RiderCreateInput };

/** POST /api/admin/riders: an Auth account with the `rider` claim and its `riders/{uid}` profile. */
export async function createRider(auth: Auth, input: RiderCreateInput): Promise<string> {
  const { data } = await request<DataAnswer<{ uid: string }>>('POST', '/api/admin/riders', {
    auth,
    body: input,
  });
  return data.uid;
}
