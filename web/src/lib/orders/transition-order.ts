import * as ordersApi from '@dropwise/domain/api/orders';
import { type TransitionRequest, transitionRequestSchema } from '@dropwise/domain/booking';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export { transitionRequestSchema, type TransitionRequest };

/**
 * POST /api/orders/:id/transition: admins accept, assign,
 * reassign, cancel and fail orders; riders mark their own orders picked up, delivered or failed.
 */
export async function transitionOrder(auth: Auth, orderId: string, input: TransitionRequest): Promise<void> {
  await request(ordersApi.transitionOrder, { auth, params: { id: orderId }, body: input });
}
