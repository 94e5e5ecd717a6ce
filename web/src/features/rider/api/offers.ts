import * as dispatchApi from '@dropwise/domain/api/dispatch';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/**
 * POST /api/rider/offers/:orderId/accept: the order becomes this rider's job. 409 when another
 * rider took it first or the offer ended; 403 when the offer was never this rider's.
 */
export async function acceptOffer(auth: Auth, orderId: string): Promise<{ id: string; status: string }> {
  return (await request(dispatchApi.acceptOffer, { auth, params: { orderId } })).data;
}

/** POST /api/rider/offers/:orderId/decline: the order moves on to the next riders. */
export async function declineOffer(auth: Auth, orderId: string): Promise<void> {
  await request(dispatchApi.declineOffer, { auth, params: { orderId } });
}
