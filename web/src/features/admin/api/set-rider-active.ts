import { activeFlagSchema } from '@domain/admin/shop';
import type { Auth } from 'firebase/auth';
import type { z } from 'zod';
import { request } from '../../../lib/api/request';

export { activeFlagSchema as setRiderActiveSchema };
export type SetRiderActiveInput = z.infer<typeof activeFlagSchema>;

/** POST /api/admin/riders/:riderId/active: a deactivated rider cannot be assigned orders. */
export async function setRiderActive(auth: Auth, riderId: string, active: boolean): Promise<void> {
  await request('POST', `/api/admin/riders/${encodeURIComponent(riderId)}/active`, {
    auth,
    body: { active },
  });
}
