import type { Timestamp } from 'firebase-admin/firestore';
import type { ComplaintRole } from '@dropwise/domain/complaints';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { ApiError } from '../../lib/api-error.js';

export interface ComplaintCaller {
  uid: string;
  isRider: boolean;
  isAdmin: boolean;
}

export const noSuchOrder = () => new ApiError(404, 'not_found', 'No such order.');

/**
 * How the caller stands to the order: its customer, or its rider (the one assigned now, or last
 * before it ended). Anyone else is told there is no such order, as if it did not exist.
 */
export function partyOf(
  order: OrderDocument<Timestamp> | undefined,
  caller: Pick<ComplaintCaller, 'uid' | 'isRider'>,
): { order: OrderDocument<Timestamp>; role: ComplaintRole } {
  if (!order) throw noSuchOrder();
  if (order.customerUid === caller.uid) return { order, role: 'customer' };
  if (caller.isRider && order.riderId === caller.uid) return { order, role: 'rider' };
  throw noSuchOrder();
}
