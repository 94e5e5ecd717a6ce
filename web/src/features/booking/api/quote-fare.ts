import type { QuoteRequest } from '@dropwise/domain/booking';
import type { FareQuote } from '@dropwise/domain/fares';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

export type { QuoteRequest };

/** The server's fare estimate: the same table and rules the order will be priced with. */
export async function quoteFare(auth: Auth, quote: QuoteRequest): Promise<FareQuote> {
  return (await request<DataAnswer<FareQuote>>('POST', '/api/orders/quote', { auth, body: quote })).data;
}
