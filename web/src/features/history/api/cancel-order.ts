import { cancelRequestSchema } from '@domain/booking';
import type { User } from 'firebase/auth';
import type { z } from 'zod';
import { callOrderApi } from '../../booking/api/call-order-api';

export const cancelOrderSchema = cancelRequestSchema;
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** Cancels the customer's own order while it is pending or accepted (the server decides). */
export async function cancelOrder(user: User, orderId: string, input: CancelOrderInput): Promise<void> {
  await callOrderApi(user, `/api/orders/${encodeURIComponent(orderId)}/cancel`, { body: input });
}
