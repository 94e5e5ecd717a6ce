import { indiaDate, shiftDay } from '@dropwise/domain/india-time';
import { examplePapers } from '@dropwise/domain/safety/papers-records';
import { MESSAGES, SOS_ALERTS, userNotificationsPath } from '@dropwise/domain/collections';
import { adminDb, callApi } from './booking-fixtures';
import type { SignedInUser } from './emulators';

/** The safety calls as the app makes them. */
export const getContacts = (user: SignedInUser | null) =>
  callApi('/api/account/emergency-contacts', { token: user?.idToken });
export const putContacts = (user: SignedInUser | null, body: unknown) =>
  callApi('/api/account/emergency-contacts', { method: 'PUT', token: user?.idToken, body });
export const raiseSos = (user: SignedInUser | null, orderId: string, body: unknown = {}) =>
  callApi(`/api/orders/${orderId}/sos`, { token: user?.idToken, body });
export const acknowledge = (user: SignedInUser | null, alertId: string) =>
  callApi(`/api/admin/sos/${alertId}/acknowledge`, { token: user?.idToken, method: 'POST' });
export const closeAlert = (user: SignedInUser | null, alertId: string, body: unknown) =>
  callApi(`/api/admin/sos/${alertId}/close`, { token: user?.idToken, body });
export const putPapers = (user: SignedInUser | null, riderId: string, body: unknown) =>
  callApi(`/api/admin/riders/${riderId}/papers`, { method: 'PUT', token: user?.idToken, body });
export const getPapers = (user: SignedInUser | null, riderId: string) =>
  callApi(`/api/admin/riders/${riderId}/papers`, { token: user?.idToken });

export const today = () => indiaDate(Date.now());
/** Complete papers in the form an admin sends them. */
export const papersBody = (overrides: Record<string, unknown> = {}) => ({
  ...examplePapers(today()),
  ...overrides,
});
export const daysFromToday = (days: number) => shiftDay(today(), days);

export async function alertData(alertId: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb.doc(`${SOS_ALERTS}/${alertId}`).get()).data();
}

export async function alertsOn(orderId: string): Promise<number> {
  return (await adminDb.collection(SOS_ALERTS).where('orderId', '==', orderId).count().get()).data().count;
}

export async function textsAbout(orderId: string): Promise<Array<Record<string, unknown>>> {
  return (await adminDb.collection(MESSAGES).where('orderId', '==', orderId).get()).docs.map((doc) =>
    doc.data(),
  );
}

export async function feedKeys(uid: string, orderId: string): Promise<string[]> {
  const feed = await adminDb.collection(userNotificationsPath(uid)).where('orderId', '==', orderId).get();
  return feed.docs.map((doc) => String(doc.get('message.key')));
}
