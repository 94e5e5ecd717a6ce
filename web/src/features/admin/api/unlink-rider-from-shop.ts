import * as adminApi from '@dropwise/domain/api/admin';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** DELETE /api/admin/shops/:shopId/riders/:riderId: the rider keeps working, without a shop. */
export async function unlinkRiderFromShop(auth: Auth, shopId: string, riderId: string): Promise<void> {
  await request(adminApi.unlinkRider, { auth, params: { shopId, riderId } });
}
