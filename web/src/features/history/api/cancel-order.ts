import * as ordersApi from '@dropwise/domain/api/orders';
import type { CancellationFee } from '@dropwise/domain/cancellation-fee';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/**
 * Cancels the customer's own order while it is pending, accepted or assigned (the server
 * decides), with a listed reason's code or the customer's words; answers what it cost.
 */
export async function cancelOrder(auth: Auth, orderId: string, reason: string): Promise<CancellationFee> {
  const answer = await request(ordersApi.cancelOrder, { auth, params: { id: orderId }, body: { reason } });
  return answer.data.fee;
}
