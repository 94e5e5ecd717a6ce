import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { auth, db } from '../../scripts/seed/emulator-admin';
import { APP_URL, demo, signInWithPassword, signInWithPhone } from '../support/emulators';
import {
  COMPLAINTS,
  CUSTOMER_FEES,
  NOTIFICATIONS,
  ORDERS,
  TOKENS,
  USERS,
} from '@dropwise/domain/collections';

const DELETE_URL = `${APP_URL}/api/account/delete`;

function randomTestPhone(): string {
  return `+1555555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

function deleteAccount(idToken?: string): Promise<Response> {
  return fetch(DELETE_URL, {
    method: 'POST',
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });
}

/** A fresh customer with a profile, an FCM token, a notification and one parcel order. */
async function customerWithData() {
  const phoneNumber = randomTestPhone();
  const user = await signInWithPhone(phoneNumber);
  const profile = db.doc(`${USERS}/${user.uid}`);
  await profile.set({
    name: 'Asha',
    phoneNumber,
    cityName: 'Pune',
    profileImage: null,
    createdAt: new Date(),
  });
  await profile.collection(TOKENS).doc('token-1').set({ token: 'token-1', createdAt: new Date() });
  await profile.collection(NOTIFICATIONS).doc('n-1').set({ title: 'Hi', body: 'Welcome', read: false });
  const order = db.collection(ORDERS).doc();
  await order.set({
    kind: 'parcel',
    customerUid: user.uid,
    customerName: 'Asha',
    customerPhone: phoneNumber,
    status: 'delivered',
    fare: { amount: 120, currency: 'INR' },
    pickup: { address: '1 MG Road, Pune', contactName: 'Asha', contactPhone: phoneNumber },
    dropOff: { address: '2 FC Road, Pune' },
    parcel: { weightKg: 2, receiverName: 'Ravi', receiverPhone: '+919876543211' },
    createdAt: FieldValue.serverTimestamp(),
    // An entry from before the role was kept names the uid alone.
    history: [
      { n: 0, from: null, to: 'pending', by: { uid: user.uid, role: 'customer' }, at: new Date() },
      { n: 1, from: 'accepted', to: 'cancelled', by: user.uid, at: new Date() },
    ],
  });
  return { ...user, phoneNumber, profile, order };
}

describe('POST /api/account/delete', () => {
  it('refuses a caller without a token with 401 in the API error shape', async () => {
    const response = await deleteAccount();
    expect(response.status).toBe(401);
    const body = (await response.json()) as { success: boolean; error: { code: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('unauthenticated');
  });

  it('refuses a forged token with 401 and deletes nothing', async () => {
    const customer = await customerWithData();
    const response = await deleteAccount('not-a-real-token');
    expect(response.status).toBe(401);
    expect((await customer.profile.get()).exists).toBe(true);
  });

  it('lets a customer delete their profile, tokens, notifications and Auth user', async () => {
    const customer = await customerWithData();
    const response = await deleteAccount(customer.idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { deleted: true, anonymisedOrders: 1 } });

    expect((await customer.profile.get()).exists).toBe(false);
    expect((await customer.profile.collection(TOKENS).get()).size).toBe(0);
    expect((await customer.profile.collection(NOTIFICATIONS).get()).size).toBe(0);
    await expect(auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('keeps the customer’s orders for the platform’s records without personal data', async () => {
    const customer = await customerWithData();
    expect((await deleteAccount(customer.idToken)).status).toBe(200);

    const order = (await customer.order.get()).data() ?? {};
    // A random tombstone in place of the uid, which no session can hold.
    expect(order.customerUid).toMatch(/^deleted-[0-9a-f]{32}$/);
    expect(order.customerDeletedAt).toBeDefined();
    expect(order).not.toHaveProperty('customerName');
    expect(order).not.toHaveProperty('customerPhone');
    expect(order.pickup).toEqual({ address: '1 MG Road, Pune' });
    expect(order.parcel).toEqual({ weightKg: 2 });
    expect(order.status).toBe('delivered');
    expect(order.fare).toEqual({ amount: 120, currency: 'INR' });
    expect(JSON.stringify(order)).not.toContain(customer.phoneNumber);
    expect(order.history.map((entry: { by: unknown }) => entry.by)).toEqual([
      { uid: order.customerUid, role: 'customer' },
      order.customerUid,
    ]);
  });

  it('takes the customer out of their complaints and drops the fees they owed', async () => {
    const customer = await customerWithData();
    const filed = db.collection(COMPLAINTS).doc();
    const byRider = db.collection(COMPLAINTS).doc();
    const complaint = {
      orderId: customer.order.id,
      category: 'fare',
      status: 'resolved',
      answer: 'Refunded.',
    };
    await filed.set({
      ...complaint,
      customerUid: customer.uid,
      by: { uid: customer.uid, role: 'customer' },
      text: 'Asha here: call me on my number',
    });
    await byRider.set({
      ...complaint,
      customerUid: customer.uid,
      by: { uid: 'rider-9', role: 'rider' },
      text: 'The customer was rude.',
    });
    await db.doc(`${CUSTOMER_FEES}/${customer.uid}`).set({ owed: { 'order-x': 2_400 } });
    expect((await deleteAccount(customer.idToken)).status).toBe(200);

    const tombstone = (await customer.order.get()).get('customerUid') as string;
    expect((await filed.get()).data()).toMatchObject({
      ...complaint,
      customerUid: tombstone,
      by: { uid: tombstone, role: 'customer' },
      text: '',
    });
    expect((await byRider.get()).data()).toMatchObject({
      customerUid: tombstone,
      by: { uid: 'rider-9' },
      text: 'The customer was rude.',
    });
    expect((await db.doc(`${CUSTOMER_FEES}/${customer.uid}`).get()).exists).toBe(false);
  });

  it('leaves other customers’ data alone', async () => {
    const leaving = await customerWithData();
    const staying = await customerWithData();
    expect((await deleteAccount(leaving.idToken)).status).toBe(200);

    expect((await staying.profile.get()).exists).toBe(true);
    expect((await staying.order.get()).data()?.customerName).toBe('Asha');
    expect((await auth.getUser(staying.uid)).uid).toBe(staying.uid);
  });

  it('refuses the deleted account’s old token afterwards', async () => {
    const customer = await customerWithData();
    expect((await deleteAccount(customer.idToken)).status).toBe(200);
    expect((await deleteAccount(customer.idToken)).status).toBe(401);
  });

  it('refuses a platform admin with 403: staff accounts are removed by another admin', async () => {
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    const response = await deleteAccount(admin.idToken);
    expect(response.status).toBe(403);
    expect((await auth.getUser(admin.uid)).uid).toBe(admin.uid);
  });
});
