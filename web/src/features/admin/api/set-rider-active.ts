import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

/** What deactivating did with the rider's open orders. */
export interface RiderOrdersReleased {
  /** Back on the dispatch board as accepted. */
  returnedOrders: string[];
  /** Already picked up: still with the rider, for an admin to settle. */
  pickedUpOrders: string[];
}

/**
 * POST /api/admin/riders/:riderId/active: a deactivated rider is signed out and cannot sign in,
 * and their orders not yet picked up go back to the dispatch board.
 */
export async function setRiderActive(
  auth: Auth,
  riderId: string,
  active: boolean,
): Promise<RiderOrdersReleased> {
  const answer = await request<DataAnswer<RiderOrdersReleased>>(
    'POST',
    `/api/admin/riders/${encodeURIComponent(riderId)}/active`,
    { auth, body: { active } },
  );
  return answer.data;
}
