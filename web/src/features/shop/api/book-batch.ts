import * as shopApi from '@dropwise/domain/api/shop';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { BatchBooked } from '@dropwise/domain/api/shop';

/**
 * Uploads a CSV file of deliveries as it is. Every row is checked before anything is booked: a
 * refused file is an ApiError `invalid_rows` whose `rows` name each bad row's line and columns.
 */
export async function bookBatch(auth: Auth, csv: string) {
  const answer = await request(shopApi.bookShopOrderBatch, {
    auth,
    textBody: { contentType: 'text/csv', text: csv },
    // Up to 200 deliveries are booked in one call: longer than one booking takes.
    timeoutMs: 60_000,
  });
  return answer.data;
}
