import * as ordersApi from '@dropwise/domain/api/orders';
import type { SharedTrip } from '@dropwise/domain/tracking';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** A shared trip's link (path `/track/<token>`) and when it stops working (epoch ms; null while open). */
export type SharedTripLink = SharedTrip;

/** POST /api/orders/:id/share: the order's tracking link (the same link each time until stopped). */
export async function shareTrip(auth: Auth, orderId: string): Promise<SharedTripLink> {
  return (await request(ordersApi.shareTrip, { auth, params: { id: orderId } })).data;
}

/** DELETE /api/orders/:id/share: the link stops working at once. */
export async function stopSharingTrip(auth: Auth, orderId: string): Promise<void> {
  await request(ordersApi.stopSharingTrip, { auth, params: { id: orderId } });
}
