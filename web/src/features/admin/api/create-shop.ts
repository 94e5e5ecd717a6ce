import { type ShopInput, shopInputSchema } from '@domain/admin/shop';
import type { Auth } from 'firebase/auth';
import { callApi } from './call-api';

export { shopInputSchema as createShopSchema, type ShopInput as CreateShopInput };

/** POST /api/admin/shops: a new, active shop; answers its id. */
export async function createShop(auth: Auth, input: ShopInput): Promise<string> {
  const { data } = await callApi<{ id: string }>(auth, 'POST', '/api/admin/shops', input);
  return data.id;
}
