import type { Auth } from 'firebase/auth';
import { callApi } from './call-api';

/** DELETE /api/admin/shops/:shopId/riders/:riderId: the rider keeps working, without a shop. */
export async function unlinkRiderFromShop(auth: Auth, shopId: string, riderId: string): Promise<void> {
  await callApi(
    auth,
    'DELETE',
    `/api/admin/shops/${encodeURIComponent(shopId)}/riders/${encodeURIComponent(riderId)}`,
  );
}
