import { Router } from 'express';
import { customerRoutes } from './customer-routes.js';
import { riderRoutes } from './rider-routes.js';
import { shopRoutes } from './shop-routes.js';

/** Everything under /api/admin: each route checks the `admin` claim before anything else. */
export const adminRoutes = Router();
adminRoutes.use('/shops', shopRoutes);
adminRoutes.use('/riders', riderRoutes);
adminRoutes.use('/customers', customerRoutes);
