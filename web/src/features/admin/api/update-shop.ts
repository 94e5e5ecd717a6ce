import * as adminApi from '@dropwise/domain/api/admin';
import type { ShopInput } from '@dropwise/domain/admin/shop';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type UpdateShopInput = Partial<ShopInput>;

/** PATCH /api/admin/shops/:shopId: changes only the given fields. */
export async function updateShop(auth: Auth, shopId: string, changes: UpdateShopInput): Promise<void> {
  await request(adminApi.updateShop, { auth, params: { shopId }, body: changes });
}
