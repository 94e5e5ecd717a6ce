import type { BookingRequestInput } from '@domain/booking';
import type { Auth } from 'firebase/auth';
import { request } from '../../../lib/api/request';

export type CreateOrderInput = BookingRequestInput;

export interface CreatedOrder {
  id: string;
  duplicate: boolean;
  status: string;
}

/** Books the ride or parcel; the same request id always answers the same order. */
export async function createOrder(auth: Auth, input: CreateOrderInput): Promise<CreatedOrder> {
  const answer = await request<CreatedOrder>('POST', '/api/orders', { auth, body: input });
  return { id: answer.id, duplicate: answer.duplicate, status: answer.status };
}
