import type { Request, Response } from 'express';
import { customerListQuerySchema } from '@dropwise/domain/admin/customer';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { listCustomers } from '../../services/admin/customers.js';
import { parseQuery } from '../parse-request.js';

/** GET /api/admin/customers?search=&limit=&cursor=: customers with their order counts. */
export async function listCustomersHandler(req: Request, res: Response): Promise<void> {
  const page = await listCustomers(db, adminAuth, parseQuery(customerListQuerySchema, req));
  res.json({ success: true, data: page.data, nextCursor: page.nextCursor });
}
