import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/admin/customers/:uid/disabled: disabling also ends the customer's sessions at once. */
export async function setCustomerDisabled(auth: Auth, uid: string, disabled: boolean): Promise<void> {
  await request('POST', `/api/admin/customers/${encodeURIComponent(uid)}/disabled`, {
    auth,
    body: { disabled },
  });
}
