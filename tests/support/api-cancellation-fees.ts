import { Timestamp } from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import { adminDb, bookOrder, callApi } from './booking-fixtures';
import type { SignedInUser } from './emulators';
import { move } from './order-actors';
import { admin, customer, rider } from './api-money';
import { puneParcel } from './api-money-orders';
import { CASH_LEDGER, CUSTOMER_FEES, ORDERS, RIDER_DAYS } from '@dropwise/domain/collections';

/** The customer's parcel, accepted and assigned to `to` (the file's rider unless said). */
export async function assignedParcel(to: SignedInUser = rider, by: SignedInUser = customer): Promise<string> {
  const id = await bookOrder(by.idToken, puneParcel());
  for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: to.uid }]) {
    const answer = await move(admin, id, body);
    if (answer.status !== 200) throw new Error(`could not move: ${JSON.stringify(answer.body)}`);
  }
  return id;
}

/** Moves the order's assignment back in time, with the pickup estimate it was given. */
export async function assignedMinutesAgo(id: string, minutes: number, pickupEtaMinutes: number | null = 8) {
  const at = Timestamp.fromMillis(Date.now() - minutes * 60_000);
  await adminDb.doc(`${ORDERS}/${id}`).update({ assignment: { at, pickupEtaMinutes } });
}

export const cancelAs = (user: SignedInUser, id: string, body: unknown) =>
  callApi(`/api/orders/${id}/cancel`, { token: user.idToken, body });

/** The fee entries the ledger holds for an order. */
export async function feeEntries(orderId: string) {
  const entries = await adminDb
    .collection(CASH_LEDGER)
    .where('orderId', '==', orderId)
    .where('type', '==', 'cancellation_fee')
    .get();
  return entries.docs.map((entry) => entry.data());
}

/** What the customer owes: order id to paise. */
export async function owedBy(uid: string): Promise<Record<string, number>> {
  return ((await adminDb.doc(`${CUSTOMER_FEES}/${uid}`).get()).get('owed') ?? {}) as Record<string, number>;
}

/** The rider's day today: earnings and cancellation fees, in paise. */
export async function riderToday(uid: string): Promise<{ earnings: number; fees: number }> {
  const day = await adminDb.doc(`${RIDER_DAYS}/${uid}_${indiaDate(Date.now())}`).get();
  return {
    earnings: Number(day.get('earningsPaise') ?? 0),
    fees: Number(day.get('cancellationFeesPaise') ?? 0),
  };
}

/** 10 % of the order's fare in paise, at most ₹100: the default terms. */
export async function tenPercentOf(id: string): Promise<number> {
  const fare = Number((await adminDb.doc(`${ORDERS}/${id}`).get()).get('fare.amount'));
  return Math.min(Math.round(fare * 10), 10_000);
}
