import * as ordersApi from '@dropwise/domain/api/orders';
import type { RatingInput } from '@dropwise/domain/ratings';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/**
 * POST /api/orders/:id/rating: the customer's stars (and tags and comment) for a delivered trip,
 * once, within the rating window. 409 when it is already rated; 400 when too late, not delivered or malformed.
 */
export async function rateOrder(auth: Auth, orderId: string, rating: RatingInput): Promise<void> {
  await request(ordersApi.rateOrder, { auth, params: { id: orderId }, body: rating });
}
