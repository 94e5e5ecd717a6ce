import * as tripApi from '@dropwise/domain/api/trip';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';
import type { PositionFix } from '@/features/rider/lib/position-throttle';

/** POST /api/rider/position: one fix while on duty (409 when the server has the rider off duty). */
export async function reportPosition(auth: Auth, fix: PositionFix): Promise<void> {
  await request(tripApi.reportPosition, { auth, body: fix });
}
