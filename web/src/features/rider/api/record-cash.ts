import * as ordersApi from '@dropwise/domain/api/orders';
import type { CashCollection } from '@dropwise/domain/money';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { CashRecorded } from '@dropwise/domain/api/orders';

/**
 * POST /api/orders/:id/cash: the cash the rider collected for a delivered order, once. 409 when it
 * is already recorded; 400 with `fields.note` when the amount is not what was due and no note says
 * why.
 */
export async function recordCash(
  auth: Auth,
  orderId: string,
  body: CashCollection,
): Promise<ordersApi.CashRecorded> {
  return (await request(ordersApi.recordCash, { auth, params: { id: orderId }, body })).data;
}
