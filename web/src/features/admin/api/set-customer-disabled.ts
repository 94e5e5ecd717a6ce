import * as adminApi from '@dropwise/domain/api/admin';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** POST /api/admin/customers/:uid/disabled: disabling also ends the customer's sessions at once. */
export async function setCustomerDisabled(auth: Auth, uid: string, disabled: boolean): Promise<void> {
  await request(adminApi.setCustomerDisabled, { auth, params: { uid }, body: { disabled } });
}
