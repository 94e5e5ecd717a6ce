import * as ordersApi from '@dropwise/domain/api/orders';
import type { Receipt } from '@dropwise/domain/money';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { Receipt };

/** The receipt of the customer's delivered order: 409 before delivery, 404 for someone else's. */
export async function getReceipt(auth: Auth, orderId: string): Promise<Receipt> {
  return (await request(ordersApi.orderReceipt, { auth, params: { id: orderId } })).data;
}
