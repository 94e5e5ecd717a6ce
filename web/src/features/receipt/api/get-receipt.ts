import type { Receipt } from '@dropwise/domain/money';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

export type { Receipt };

/** The receipt of the customer's delivered order: 409 before delivery, 404 for someone else's. */
export async function getReceipt(auth: Auth, orderId: string): Promise<Receipt> {
  const answer = await request<DataAnswer<Receipt>>(
    'GET',
    `/api/orders/${encodeURIComponent(orderId)}/receipt`,
    { auth },
  );
  return answer.data;
}
