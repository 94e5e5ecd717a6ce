import { callApi } from './booking-fixtures';
import type { SignedInUser } from './emulators';

/** Shares the order's trip (POST) or stops sharing it (DELETE), as `user`. */
export const share = (user: SignedInUser | null, orderId: string, method = 'POST') =>
  callApi(`/api/orders/${orderId}/share`, { method, token: user?.idToken });
/** What the tracking API shows for a link's token. */
export const track = (token: string) => callApi(`/api/track/${token}`);
/** The token at the end of a shared link. */
export const tokenOf = (url: unknown) => new URL(String(url)).pathname.replace('/track/', '');
