import type { CashCollection } from '@dropwise/domain/money';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

export interface CashRecorded {
  entryId: string;
  /** What the rider holds now, this collection included. */
  cashInHandPaise: number;
}

/**
 * POST /api/orders/:id/cash: the cash the rider collected for a delivered order, once. 409 when it
 * is already recorded; 400 with `fields.note` when the amount is not what was due and no note says
 * why.
 */
export async function recordCash(auth: Auth, orderId: string, body: CashCollection): Promise<CashRecorded> {
  const answer = await request<DataAnswer<CashRecorded>>(
    'POST',
    `/api/orders/${encodeURIComponent(orderId)}/cash`,
    { auth, body },
  );
  return answer.data;
}
