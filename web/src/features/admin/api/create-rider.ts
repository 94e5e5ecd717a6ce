import * as adminApi from '@dropwise/domain/api/admin';
import { type RiderCreateInput, riderCreateSchema } from '@dropwise/domain/admin/rider';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export { riderCreateSchema, type RiderCreateInput };

/** POST /api/admin/riders: an Auth account with the `rider` claim and its `riders/{uid}` profile. */
export async function createRider(auth: Auth, input: RiderCreateInput): Promise<string> {
  return (await request(adminApi.createRider, { auth, body: input })).data.uid;
}
