import type { BookingRequestInput } from '@domain/booking';
import type { User } from 'firebase/auth';
import { callOrderApi } from './call-order-api';

export type CreateOrderInput = BookingRequestInput;

export interface CreatedOrder {
  id: string;
  duplicate: boolean;
  status: string;
}

/** Books the ride or parcel; the same request id always answers the same order. */
export async function createOrder(user: User, input: CreateOrderInput): Promise<CreatedOrder> {
  const answer = await callOrderApi<CreatedOrder>(user, '/api/orders', { body: input });
  return { id: answer.id, duplicate: answer.duplicate, status: answer.status };
}
