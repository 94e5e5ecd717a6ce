import * as complaintsApi from '@dropwise/domain/api/complaints';
import type { ComplaintView, FiledComplaint } from '@dropwise/domain/api/complaints';
import type { ComplaintRequest } from '@dropwise/domain/complaints';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { ComplaintView, FiledComplaint };

/** POST /api/orders/:id/complaints: as the order's customer or rider. */
export async function fileComplaint(
  auth: Auth,
  orderId: string,
  body: ComplaintRequest,
): Promise<FiledComplaint> {
  return (await request(complaintsApi.fileComplaint, { auth, params: { id: orderId }, body })).data;
}

/** GET /api/orders/:id/complaints: the caller's own, oldest first. */
export async function loadOrderComplaints(auth: Auth, orderId: string): Promise<ComplaintView[]> {
  return (await request(complaintsApi.orderComplaints, { auth, params: { id: orderId } })).data;
}
