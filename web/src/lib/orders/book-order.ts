import * as ordersApi from '@dropwise/domain/api/orders';
import type { BookingRequestInput } from '@dropwise/domain/booking';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { BookedOrder } from '@dropwise/domain/api/orders';

/**
 * POST /api/orders: books the ride or parcel, from the booking screen or from the offline outbox;
 * the same request id always answers the same order.
 */
export async function bookOrder(auth: Auth, input: BookingRequestInput): Promise<ordersApi.BookedOrder> {
  const answer = await request(ordersApi.bookOrder, { auth, body: input });
  return { id: answer.id, duplicate: answer.duplicate, status: answer.status };
}
