import type { QuoteRequest } from '@domain/booking';
import type { FareQuote } from '@domain/fares';
import type { User } from 'firebase/auth';
import { callOrderApi } from './call-order-api';

export type { QuoteRequest };

/** The server's fare estimate: the same table and rules the order will be priced with. */
export async function quoteFare(user: User, request: QuoteRequest): Promise<FareQuote> {
  const answer = await callOrderApi<{ data: FareQuote }>(user, '/api/orders/quote', { body: request });
  return answer.data;
}
