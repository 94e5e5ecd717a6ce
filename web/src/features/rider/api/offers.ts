import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

const offerPath = (orderId: string, action: 'accept' | 'decline') =>
  `/api/rider/offers/${encodeURIComponent(orderId)}/${action}`;

/**
 * POST /api/rider/offers/:orderId/accept: the order becomes this rider's job. 409 when another
 * rider took it first or the offer ended; 403 when the offer was never this rider's.
 */
export async function acceptOffer(auth: Auth, orderId: string): Promise<{ id: string; status: string }> {
  return (
    await request<DataAnswer<{ id: string; status: string }>>('POST', offerPath(orderId, 'accept'), { auth })
  ).data;
}

/** POST /api/rider/offers/:orderId/decline: the order moves on to the next riders. */
export async function declineOffer(auth: Auth, orderId: string): Promise<void> {
  await request('POST', offerPath(orderId, 'decline'), { auth });
}
