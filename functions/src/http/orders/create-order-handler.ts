import type { Request, Response } from 'express';
import { db } from '../../lib/firebase-admin';
import { bookingLimitRule } from '../../services/orders/booking-limits';
import { bookOrder } from '../../services/orders/create-order';
import { authenticateBesideWork } from '../authenticate';

/**
 * POST /api/orders: books a ride or a parcel. Idempotent by the client's request id: 201 with
 * the new order's id, or 200 with the same id and `duplicate: true` for a repeat. The body is
 * validated inside the booking, against the fare table read in the same round trip.
 */
export async function createOrderHandler(req: Request, res: Response): Promise<void> {
  const { token, mayAct } = await authenticateBesideWork(req);
  const result = await bookOrder(db, {
    uid: token.uid,
    tokenName: typeof token.name === 'string' ? token.name : null,
    tokenPhone: token.phone_number ?? null,
    body: req.body,
    mayAct,
    limits: bookingLimitRule(),
  });
  res.status(result.duplicate ? 200 : 201).json({ success: true, ...result });
}
