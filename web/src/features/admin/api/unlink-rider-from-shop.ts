import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** DELETE /api/admin/shops/:shopId/riders/:riderId: the rider keeps working, without a shop. */
export async function unlinkRiderFromShop(auth: Auth, shopId: string, riderId: string): Promise<void> {
  const path = `/api/admin/shops/${encodeURIComponent(shopId)}/riders/${encodeURIComponent(riderId)}`;
  await request('DELETE', path, { auth });
}
