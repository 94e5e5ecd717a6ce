import * as ordersApi from '@dropwise/domain/api/orders';
import type { QuoteRequestInput } from '@dropwise/domain/booking';
import type { FareQuote } from '@dropwise/domain/fares';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { QuoteRequestInput };

/** The server's fare estimate: the same table and rules the order will be priced with. */
export async function quoteFare(auth: Auth, quote: QuoteRequestInput): Promise<FareQuote> {
  return (await request(ordersApi.quoteFare, { auth, body: quote })).data;
}
