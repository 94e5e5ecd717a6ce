import { Timestamp } from 'firebase-admin/firestore';
import { COMPLAINTS, ORDERS } from '@dropwise/domain/collections';
import { adminDb, callApi, ensureAccount } from './booking-fixtures';
import { APP_URL, demo, signInWithPassword, type SignedInUser } from './emulators';
import { freshRider } from './live-trip';

/** The complaint calls as the app (and outside checks) make them. */
export const fileComplaint = (user: SignedInUser | null, orderId: string, body: unknown) =>
  callApi(`/api/orders/${orderId}/complaints`, { token: user?.idToken, body });
/** A body sent as it is; the answer's text, since a body that is not JSON may not get JSON back. */
export async function fileRaw(user: SignedInUser, orderId: string, rawBody: string) {
  const response = await fetch(`${APP_URL}/api/orders/${orderId}/complaints`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.idToken}` },
    body: rawBody,
  });
  return { status: response.status, text: await response.text() };
}
export const orderComplaints = (user: SignedInUser | null, orderId: string) =>
  callApi(`/api/orders/${orderId}/complaints`, { token: user?.idToken });
export const answer = (user: SignedInUser | null, complaintId: string, body: unknown) =>
  callApi(`/api/admin/complaints/${complaintId}/answer`, { token: user?.idToken, body });
export const deskList = (user: SignedInUser | null, status?: string) =>
  callApi(`/api/admin/complaints${status ? `?status=${status}` : ''}`, { token: user?.idToken });
export const getOfficerSettings = (user: SignedInUser | null) =>
  callApi('/api/admin/grievance-officer', { token: user?.idToken });
export const putOfficerSettings = (user: SignedInUser | null, body: unknown) =>
  callApi('/api/admin/grievance-officer', { method: 'PUT', token: user?.idToken, body });

/** A complaint that passes every check; tests change one thing at a time. */
export const complaint = (overrides: Record<string, unknown> = {}) => ({
  category: 'fare',
  text: 'The rider asked for ₹50 more than the fare shown.',
  ...overrides,
});

export const REFERENCE = /^DWC-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** How many complaints are stored about an order. */
export async function complaintsOn(orderId: string): Promise<number> {
  return (await adminDb.collection(COMPLAINTS).where('orderId', '==', orderId).count().get()).data().count;
}

/** Marks an order as ended `daysAgo` days ago, as a delivery that long ago would have left it. */
export async function endedDaysAgo(orderId: string, daysAgo: number, status = 'delivered'): Promise<void> {
  const at = Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS);
  await adminDb.doc(`${ORDERS}/${orderId}`).update({ status, updatedAt: at, deliveredAt: at });
}

/** The people of the complaint tests: two customers, the admin, the order's rider and another. */
export async function complaintActors(prefix: string) {
  return {
    customer: await ensureAccount(`${prefix}-customer`, {}),
    otherCustomer: await ensureAccount(`${prefix}-other-customer`, {}),
    admin: await signInWithPassword(demo.admin.email, demo.admin.password),
    rider: await freshRider(`${prefix}-rider`, 'Sunil Jadhav'),
    otherRider: await freshRider(`${prefix}-other-rider`, 'Mahesh Pawar'),
  };
}
