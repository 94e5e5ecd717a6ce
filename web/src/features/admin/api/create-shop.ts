import type { ShopInput } from '@dropwise/domain/admin/shop';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

/** POST /api/admin/shops: a new, active shop; answers its id. */
export async function createShop(auth: Auth, input: ShopInput): Promise<string> {
  const { data } = await request<DataAnswer<{ id: string }>>('POST', '/api/admin/shops', {
    auth,
    body: input,
  });
  return data.id;
}
