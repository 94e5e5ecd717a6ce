import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

/** A shared trip's link (path `/track/<token>`) and when it stops working (epoch ms; null while open). */
export interface SharedTripLink {
  url: string;
  expiresAt: number | string | null;
}

/** POST /api/orders/:id/share: the order's tracking link (the same link each time until stopped). */
export async function shareTrip(auth: Auth, orderId: string): Promise<SharedTripLink> {
  const path = `/api/orders/${encodeURIComponent(orderId)}/share`;
  return (await request<DataAnswer<SharedTripLink>>('POST', path, { auth })).data;
}

/** DELETE /api/orders/:id/share: the link stops working at once. */
export async function stopSharingTrip(auth: Auth, orderId: string): Promise<void> {
  await request('DELETE', `/api/orders/${encodeURIComponent(orderId)}/share`, { auth });
}
