import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

/** POST /api/rider/duty: the rider's On duty / Off duty switch. */
export async function setDuty(auth: Auth, onDuty: boolean): Promise<boolean> {
  return (
    await request<DataAnswer<{ onDuty: boolean }>>('POST', '/api/rider/duty', { auth, body: { onDuty } })
  ).data.onDuty;
}
