import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/admin/shops/:shopId/riders: links the rider, moving them from any other shop. */
export async function linkRiderToShop(auth: Auth, shopId: string, riderId: string): Promise<void> {
  await request('POST', `/api/admin/shops/${encodeURIComponent(shopId)}/riders`, { auth, body: { riderId } });
}
