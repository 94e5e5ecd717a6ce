import type { BookingRequestInput } from '@dropwise/domain/booking';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type BookOrderInput = BookingRequestInput;

export interface BookedOrder {
  id: string;
  duplicate: boolean;
  status: string;
}

/** Books the ride or parcel; the same request id always answers the same order. */
export async function bookOrder(auth: Auth, input: BookOrderInput): Promise<BookedOrder> {
  const answer = await request<BookedOrder>('POST', '/api/orders', { auth, body: input });
  return { id: answer.id, duplicate: answer.duplicate, status: answer.status };
}
