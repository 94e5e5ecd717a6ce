import * as adminApi from '@dropwise/domain/api/admin';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/admin/shops/:shopId/riders: links the rider, moving them from any other shop. */
export async function linkRiderToShop(auth: Auth, shopId: string, riderId: string): Promise<void> {
  await request(adminApi.linkRider, { auth, params: { shopId }, body: { riderId } });
}
