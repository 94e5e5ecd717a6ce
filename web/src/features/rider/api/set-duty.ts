import * as tripApi from '@dropwise/domain/api/trip';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/rider/duty: the rider's On duty / Off duty switch. */
export async function setDuty(auth: Auth, onDuty: boolean): Promise<boolean> {
  return (await request(tripApi.setDuty, { auth, body: { onDuty } })).data.onDuty;
}
