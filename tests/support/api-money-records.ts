import { adminDb, callApi } from './booking-fixtures';
import type { SignedInUser } from './emulators';
import type { DocumentData } from 'firebase-admin/firestore';
import { sumDayShards } from '@dropwise/domain/day-totals';
import { CASH_LEDGER, DAILY_TOTALS, RIDER_CASH } from '@dropwise/domain/collections';

/** What the money endpoints wrote: a rider's cash, a day's totals (its shards added up) and a rider's ledger. */
export const cashOf = async (riderId: string) => (await adminDb.doc(`${RIDER_CASH}/${riderId}`).get()).data();
export const totalsOf = async (date: string): Promise<DocumentData> => {
  const shards = await adminDb.collection(DAILY_TOTALS).where('date', '==', date).get();
  return sumDayShards(shards.docs.map((shard) => shard.data())).get(date) ?? {};
};
export const entriesOf = async (riderId: string) =>
  (await adminDb.collection(CASH_LEDGER).where('riderId', '==', riderId).get()).docs.map((doc) => doc.data());

/** The money endpoints, called as `user`. */
export const collect = (user: SignedInUser, orderId: string, body: unknown) =>
  callApi(`/api/orders/${orderId}/cash`, { token: user.idToken, body });
export const deposit = (user: SignedInUser, riderId: string, body: unknown) =>
  callApi(`/api/admin/riders/${riderId}/deposits`, { token: user.idToken, body });
export const rate = (user: SignedInUser, orderId: string, body: unknown) =>
  callApi(`/api/orders/${orderId}/rating`, { token: user.idToken, body });
export const receipt = (user: SignedInUser, orderId: string) =>
  callApi(`/api/orders/${orderId}/receipt`, { token: user.idToken });
