import * as adminApi from '@dropwise/domain/api/admin';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/admin/shops/:shopId/active: deactivate (or reactivate) a shop; its data stays. */
export async function setShopActive(auth: Auth, shopId: string, active: boolean): Promise<void> {
  await request(adminApi.setShopActive, { auth, params: { shopId }, body: { active } });
}
