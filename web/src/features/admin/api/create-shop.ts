import * as adminApi from '@dropwise/domain/api/admin';
import type { ShopInput } from '@dropwise/domain/admin/shop';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/admin/shops: a new, active shop; answers its id. */
export async function createShop(auth: Auth, input: ShopInput): Promise<string> {
  return (await request(adminApi.createShop, { auth, body: input })).data.id;
}
