import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { tombstoneLegacyOrders } from '../../scripts/orders/tombstone-legacy-orders';
import { adminAuth, adminDb, bookOrder, callApi, parcelRequest } from '../support/booking-fixtures';
import { signInWithPassword } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { foldOrderHistory } from '../../scripts/orders/fold-order-history';
import { BOOKING_LIMITS, HISTORY, ORDERS } from '@dropwise/domain/collections';

async function orderWithHistory(id: string) {
  const order = (await adminDb.doc(`${ORDERS}/${id}`).get()).data() ?? {};
  const history = (order.history ?? []) as Array<{ n: number; by: unknown }>;
  return { order, history };
}

describe('a deleted customer is gone from their orders too', () => {
  it('the trips stay, under one random tombstone in place of the uid, with nothing personal left', async () => {
    const customer = await freshSignedInCustomer('Kiran Desai');
    const first = await bookOrder(customer.idToken, parcelRequest());
    const second = await bookOrder(customer.idToken, parcelRequest());
    const cancelled = await callApi(`/api/orders/${second}/cancel`, {
      token: customer.idToken,
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.status).toBe(200);

    const deleted = await callApi('/api/account/delete', { method: 'POST', token: customer.idToken });
    expect(deleted.status).toBe(200);

    const a = await orderWithHistory(first);
    const b = await orderWithHistory(second);
    const tombstone = a.order.customerUid as string;
    expect(tombstone).toMatch(/^deleted-[0-9a-f]{32}$/);
    expect(b.order.customerUid).toBe(tombstone);
    expect(b.order.cancelledBy).toEqual({ uid: tombstone, role: 'customer' });
    expect(a.history[0]?.by).toEqual({ uid: tombstone, role: 'customer' });
    expect(a.order).toMatchObject({ kind: 'parcel', status: 'pending' });
    expect(a.order).not.toHaveProperty('requestId');
    for (const record of [a, b]) {
      const stored = JSON.stringify(record);
      expect(stored).not.toContain(customer.uid);
      expect(stored).not.toContain(customer.phoneNumber);
      expect(stored).not.toContain('Kiran');
      expect(stored).not.toContain('Asha Patil');
    }
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).exists).toBe(false);
  });

  it('a customer who keeps their account keeps their uid on their orders', async () => {
    const customer = await freshSignedInCustomer();
    const id = await bookOrder(customer.idToken, parcelRequest());
    const { order, history } = await orderWithHistory(id);
    expect(order.customerUid).toBe(customer.uid);
    expect(history[0]?.by).toEqual({ uid: customer.uid, role: 'customer' });
  });

  it('the one-off update gives orders anonymised before tombstones one, and a dry run changes nothing', async () => {
    const formerUid = `legacy${Date.now()}`;
    const legacy = adminDb.collection(ORDERS).doc();
    await legacy.set({
      kind: 'ride',
      status: 'delivered',
      customerDeletedAt: FieldValue.serverTimestamp(),
      requestId: '6f1c1f0e-3c55-4b7e-9a53-5f8f9f1f0a11',
      pickup: { address: 'FC Road 22' },
      dropOff: { address: 'Baner Road 14' },
      cancelledBy: null,
    });
    await legacy
      .collection(HISTORY)
      .doc('0')
      .set({ n: 0, to: 'pending', by: { uid: formerUid, role: 'customer' } });
    await legacy
      .collection(HISTORY)
      .doc('1')
      .set({ n: 1, to: 'accepted', by: { uid: 'some-admin', role: 'admin' } });

    const dry = await tombstoneLegacyOrders(adminDb, { dryRun: true });
    expect(dry.orders).toBeGreaterThanOrEqual(1);
    expect((await legacy.get()).get('customerUid')).toBeUndefined();

    await tombstoneLegacyOrders(adminDb, { dryRun: false });
    // The old entries, tombstoned in place, then move onto the order.
    await foldOrderHistory(adminDb, { dryRun: false });
    const { order, history } = await orderWithHistory(legacy.id);
    expect(order.customerUid).toMatch(/^deleted-[0-9a-f]{32}$/);
    expect(order).not.toHaveProperty('requestId');
    expect(history.find((entry) => entry.n === 0)?.by).toEqual({ uid: order.customerUid, role: 'customer' });
    expect(history.find((entry) => entry.n === 1)?.by).toEqual({ uid: 'some-admin', role: 'admin' });
    expect((await legacy.collection(HISTORY).get()).empty).toBe(true);
    expect(JSON.stringify({ order, history })).not.toContain(formerUid);

    const again = await tombstoneLegacyOrders(adminDb, { dryRun: true });
    expect(again.orders).toBe(0);
  });
});

describe('customers have a verified phone', () => {
  it('an account made through the public email sign-up cannot book or quote, and nothing is stored', async () => {
    const email = `nophone-${Date.now()}@example.test`;
    const user = await adminAuth.createUser({ email, password: 'no-phone-1' });
    const { idToken } = await signInWithPassword(email, 'no-phone-1');
    const request = parcelRequest();
    const booked = await callApi('/api/orders', { token: idToken, body: request });
    expect(booked.status).toBe(403);
    expect(booked.body.error).toMatchObject({ code: 'forbidden' });
    expect(booked.body.error?.message).toMatch(/phone number/);
    const stored = await adminDb.collection(ORDERS).where('requestId', '==', request.requestId).get();
    expect(stored.size).toBe(0);
    const quoted = await callApi('/api/orders/quote', {
      token: idToken,
      body: { kind: 'parcel', sizeBand: 'small' },
    });
    expect(quoted.status).toBe(403);
    expect((await adminDb.collection(ORDERS).where('customerUid', '==', user.uid).get()).size).toBe(0);
  });

  it('a phone customer, one who set a password after a phone sign-in, and one an admin made a customer all book', async () => {
    const { customerWithPassword } = await import('../support/access-actors');
    const byPhone = await freshSignedInCustomer();
    const byPassword = await customerWithPassword();
    const email = `made-${Date.now()}@example.test`;
    const made = await adminAuth.createUser({ email, password: 'made-by-admin-1' });
    await adminAuth.setCustomUserClaims(made.uid, { customer: true });
    const byAdmin = await signInWithPassword(email, 'made-by-admin-1');
    for (const customer of [byPhone, byPassword, byAdmin]) {
      const booked = await callApi('/api/orders', { token: customer.idToken, body: parcelRequest() });
      expect(booked.status).toBe(201);
      const quoted = await callApi('/api/orders/quote', {
        token: customer.idToken,
        body: { kind: 'parcel', sizeBand: 'small' },
      });
      expect(quoted.status).toBe(200);
    }
  });
});

describe('free text is stored under one rule', () => {
  it('an address with a NUL and a right-to-left override is refused, next to the field, and nothing is stored', async () => {
    const customer = await freshSignedInCustomer();
    const request = parcelRequest({ pickup: { address: 'Mall\u0000Road\u202e' } });
    const answer = await callApi('/api/orders', { token: customer.idToken, body: request });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(answer.body.error?.fields).toHaveProperty(['pickup.address']);
    const stored = await adminDb.collection(ORDERS).where('requestId', '==', request.requestId).get();
    expect(stored.size).toBe(0);
  });

  it('the same text typed plainly is stored trimmed and in NFC form', async () => {
    const customer = await freshSignedInCustomer();
    const parcel = {
      sizeBand: 'small',
      description: '  Cafe\u0301 chairs ',
      receiverName: 'Asha Patil',
      receiverPhone: '98765 43210',
    };
    const id = await bookOrder(customer.idToken, parcelRequest({ parcel }));
    expect((await adminDb.doc(`${ORDERS}/${id}`).get()).get('parcel.description')).toBe('Caf\u00e9 chairs');
  });
});
