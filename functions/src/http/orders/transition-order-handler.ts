import type { Request, Response } from 'express';
import { transitionRequestSchema } from '../../domain/booking';
import { db } from '../../lib/firebase-admin';
import { transitionOrder } from '../../services/orders/transition-order';
import { ApiError } from '../api-error';
import { requireRole } from '../authenticate';
import { orderIdParam } from './cancel-order-handler';
import { actorFor } from './order-actor';

/** POST /api/orders/:id/transition {to, reason?, riderId?}: admins and riders move orders. */
export async function transitionOrderHandler(req: Request, res: Response): Promise<void> {
  const token = await requireRole(req, 'admin', 'rider');
  const parsed = transitionRequestSchema.safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const result = await transitionOrder(db, {
    orderId: orderIdParam(req),
    actor: actorFor(token),
    ...parsed.data,
  });
  res.json({ success: true, ...result });
}
