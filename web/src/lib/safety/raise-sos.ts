import * as safetyApi from '@dropwise/domain/api/safety';
import type { SosRequest } from '@dropwise/domain/safety/sos';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { RaisedSos } from '@dropwise/domain/api/safety';

/**
 * POST /api/orders/:id/sos, by the order's customer or its rider. Sending it again while the
 * alert is open answers the same alert, so a failed try can simply be repeated.
 */
export async function raiseSos(auth: Auth, orderId: string, body: SosRequest): Promise<safetyApi.RaisedSos> {
  return (await request(safetyApi.raiseSos, { auth, params: { id: orderId }, body })).data;
}
