import * as adminApi from '@dropwise/domain/api/admin';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** What deactivating did with the rider's open orders. */
export type RiderOrdersReleased = Pick<adminApi.RiderActiveChange, 'returnedOrders' | 'pickedUpOrders'>;

/**
 * POST /api/admin/riders/:riderId/active: a deactivated rider is signed out and cannot sign in,
 * and their orders not yet picked up go back to the dispatch board.
 */
export async function setRiderActive(
  auth: Auth,
  riderId: string,
  active: boolean,
): Promise<RiderOrdersReleased> {
  return (await request(adminApi.setRiderActive, { auth, params: { riderId }, body: { active } })).data;
}
