import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { customerDisabledSchema } from '@dropwise/domain/admin/customer';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { setCustomerDisabled } from '../../services/admin/customers.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import { customerParams, NO_SUCH_RECORD } from './admin-params.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/admin/customers/:uid/disabled {disabled}: disables or re-enables a customer's sign-in. */
export async function setCustomerDisabledHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.setCustomerDisabled>,
): Promise<void> {
  const { uid } = parseParams(customerParams, req, NO_SUCH_RECORD);
  const { disabled } = parseBody(customerDisabledSchema, req);
  await setCustomerDisabled(db, adminAuth, uid, disabled, caller(res).uid);
  res.json({ success: true, data: { uid, disabled } });
}
