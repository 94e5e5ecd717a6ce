import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { customerListQuerySchema } from '@dropwise/domain/admin/customer';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { listCustomers } from '../../services/admin/customers.js';
import { parseQuery } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/admin/customers?search=&limit=&cursor=: customers with their order counts. */
export async function listCustomersHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.listCustomers>,
): Promise<void> {
  const page = await listCustomers(db, adminAuth, parseQuery(customerListQuerySchema, req));
  res.json({ success: true, data: page.data, nextCursor: page.nextCursor });
}
