import type { Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { bookingRequestSchema } from '../../domain/booking';
import { db } from '../../lib/firebase-admin';
import { type BookingCustomer, createOrder } from '../../services/orders/create-order';
import { loadFareTable } from '../../services/orders/fare-table';
import { ApiError } from '../api-error';
import { authenticate } from '../authenticate';

/**
 * POST /api/orders: books a ride or a parcel. Idempotent by the client's request id: 201 with
 * the new order's id, or 200 with the same id and `duplicate: true` for a repeat.
 */
export async function createOrderHandler(req: Request, res: Response): Promise<void> {
  const token = await authenticate(req);
  const table = await loadFareTable(db);
  const parsed = bookingRequestSchema(table).safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const result = await createOrder(db, await customerFor(token), parsed.data, table);
  res.status(result.duplicate ? 200 : 201).json({ success: true, ...result });
}

/** The name and phone the rider will see, from the customer's profile or their sign-in. */
async function customerFor(token: DecodedIdToken): Promise<BookingCustomer> {
  const profile = await db.collection('users').doc(token.uid).get();
  const profileName = profile.get('name');
  const profilePhone = profile.get('phoneNumber');
  const name =
    typeof profileName === 'string' && profileName.trim()
      ? profileName.trim()
      : (token.name as string | undefined);
  return {
    uid: token.uid,
    name: name?.slice(0, 80) || 'Customer',
    phone: token.phone_number ?? (typeof profilePhone === 'string' ? profilePhone : null),
  };
}
