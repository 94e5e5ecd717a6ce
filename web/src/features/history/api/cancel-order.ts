import * as ordersApi from '@dropwise/domain/api/orders';
import { cancelRequestSchema } from '@dropwise/domain/booking';
import type { Auth } from 'firebase/auth';
import type { z } from 'zod';
import { request } from '@/lib/api/request';

export const cancelOrderSchema = cancelRequestSchema;
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** Cancels the customer's own order while it is pending or accepted (the server decides). */
export async function cancelOrder(auth: Auth, orderId: string, input: CancelOrderInput): Promise<void> {
  await request(ordersApi.cancelOrder, { auth, params: { id: orderId }, body: input });
}
