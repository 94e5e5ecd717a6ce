import type { Auth } from 'firebase/auth';
import { callApi } from './call-api';

/** What the booking issue's transition endpoint takes: the target status, and why or to whom. */
export interface TransitionInput {
  to: string;
  reason?: string;
  riderId?: string;
}

/**
 * POST /api/orders/:id/transition (the booking issue's lifecycle function): admins accept, assign,
 * reassign, cancel and fail orders; riders mark their own orders picked up, delivered or failed.
 */
export async function transitionOrder(auth: Auth, orderId: string, input: TransitionInput): Promise<void> {
  await callApi(auth, 'POST', `/api/orders/${encodeURIComponent(orderId)}/transition`, input);
}
