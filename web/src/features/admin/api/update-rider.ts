import * as adminApi from '@dropwise/domain/api/admin';
import type { RiderUpdateInput } from '@dropwise/domain/admin/rider';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export { riderUpdateSchema } from '@dropwise/domain/admin/rider';

/** PATCH /api/admin/riders/:riderId: name, phone, vehicle type or shop. */
export async function updateRider(auth: Auth, riderId: string, changes: RiderUpdateInput): Promise<void> {
  await request(adminApi.updateRider, { auth, params: { riderId }, body: changes });
}
