import { type TransitionRequest, transitionRequestSchema } from '@domain/booking';
import type { Auth } from 'firebase/auth';
import { callApi } from './call-api';

export { transitionRequestSchema, type TransitionRequest };

/**
 * POST /api/orders/:id/transition (the booking issue's lifecycle function): admins accept, assign,
 * reassign, cancel and fail orders; riders mark their own orders picked up, delivered or failed.
 */
export async function transitionOrder(auth: Auth, orderId: string, input: TransitionRequest): Promise<void> {
  await callApi(auth, 'POST', `/api/orders/${encodeURIComponent(orderId)}/transition`, input);
}
