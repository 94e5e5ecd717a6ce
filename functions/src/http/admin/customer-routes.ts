import { Router } from 'express';
import { customerDisabledSchema, customerListQuerySchema } from '../../domain/admin/customer.js';
import { listCustomers, setCustomerDisabled } from '../../services/admin/customers.js';
import { requireJsonBody } from '../middleware.js';
import { adminOnly, asyncRoute, caller, parse, pathId } from './admin-handler.js';

/** /api/admin/customers: search customers with their order counts; disable and re-enable them. */
export const customerRoutes = Router();

customerRoutes.get(
  '/',
  adminOnly,
  asyncRoute(async (req, res) => {
    const page = await listCustomers(parse(customerListQuerySchema, req.query));
    res.json({ success: true, data: page.data, nextCursor: page.nextCursor });
  }),
);

customerRoutes.post(
  '/:uid/disabled',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const uid = pathId(req, 'uid');
    const { disabled } = parse(customerDisabledSchema, req.body);
    await setCustomerDisabled(uid, disabled, caller(res).uid);
    res.json({ success: true, data: { uid, disabled } });
  }),
);
