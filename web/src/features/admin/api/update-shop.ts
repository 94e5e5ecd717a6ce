import { type ShopInput, shopUpdateSchema } from '@domain/admin/shop';
import type { Auth } from 'firebase/auth';
import { callApi } from './call-api';

export { shopUpdateSchema };
export type UpdateShopInput = Partial<ShopInput>;

/** PATCH /api/admin/shops/:shopId: changes only the given fields. */
export async function updateShop(auth: Auth, shopId: string, changes: UpdateShopInput): Promise<void> {
  await callApi(auth, 'PATCH', `/api/admin/shops/${encodeURIComponent(shopId)}`, changes);
}
