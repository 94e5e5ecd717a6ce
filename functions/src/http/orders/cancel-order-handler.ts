import type { Request, Response } from 'express';
import { cancelRequestSchema } from '../../domain/booking';
import { db } from '../../lib/firebase-admin';
import { cancelOrder } from '../../services/orders/cancel-order';
import { ApiError } from '../api-error';
import { authenticate } from '../authenticate';
import { actorFor } from './order-actor';

/** POST /api/orders/:id/cancel {reason}: the customer (or an admin) cancels while allowed. */
export async function cancelOrderHandler(req: Request, res: Response): Promise<void> {
  const token = await authenticate(req);
  const parsed = cancelRequestSchema.safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const result = await cancelOrder(db, orderIdParam(req), actorFor(token), parsed.data.reason);
  res.json({ success: true, ...result });
}

export function orderIdParam(req: Request): string {
  const id = req.params.id ?? '';
  // Firestore ids cannot contain "/" and must not be "." or ".."; anything odd is simply not found.
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new ApiError(404, 'not_found', 'No such order.');
  return id;
}
