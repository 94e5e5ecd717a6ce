import { beforeAll, describe, expect, it } from 'vitest';
import * as shopApi from '@dropwise/domain/api/shop';
import { MESSAGES, ORDERS, orderPrivatePath, SHOP_REFERENCES } from '@dropwise/domain/collections';
import { callApi } from '../support/admin-api';
import { adminDb } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { handoverCodeOf } from '../support/order-actors';
import {
  bookForShop,
  DROP_OFF,
  newShop,
  newStaff,
  SHOP_POINT,
  shopBooking,
  shopOrderCount,
  leaveNoShopOrdersOpen,
} from '../support/api-shops';

leaveNoShopOrdersOpen();
describe('a shop books a delivery', () => {
  let admin: SignedInUser;
  let shopId: string;
  let staff: SignedInUser;
  let otherStaff: SignedInUser;

  beforeAll(async () => {
    admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    shopId = await newShop(admin, 'Booking Kirana');
    const otherShop = await newShop(admin, 'Booking Other');
    [staff, otherStaff] = await Promise.all([newStaff(admin, shopId), newStaff(admin, otherShop)]);
  });

  it('201: a parcel from the shop, no customer, the receiver kept private and texted the link and code', async () => {
    const body = shopBooking({ reference: `INV-${Date.now()}`, note: 'Ring the bell twice' });
    const answer = await bookForShop(staff, body);
    expect(answer.status).toBe(201);
    const { id, duplicate } = answer.body as unknown as { id: string; duplicate: boolean };
    expect(duplicate).toBe(false);
    const order = (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
    expect(order).toMatchObject({
      kind: 'parcel',
      status: 'pending',
      shopId,
      pickup: { address: '5 FC Road, Shivajinagar', coordinates: SHOP_POINT },
      dropOff: { coordinates: DROP_OFF },
      customerName: 'Booking Kirana',
      // The receiver's link is made with the order.
      shared: true,
      parcel: { sizeBand: 'small', description: 'Ring the bell twice' },
      shopDelivery: {
        shopId,
        reference: body.reference,
        codPaise: 45_000,
        feePaidBy: 'receiver',
        bookedBy: staff.uid,
      },
    });
    expect(order.customerUid).toBeUndefined();
    expect(JSON.stringify(order)).not.toContain('+919822000111');
    const fee = Math.round(order.fare.amount * 100);
    // The fee rides on the goods when the receiver pays it (no tax in the demo table).
    expect(order.shopDelivery.collectPaise).toBe(45_000 + fee);
    expect((answer.body.data as { collectPaise: number }).collectPaise).toBe(order.shopDelivery.collectPaise);
    const receiver = (await adminDb.doc(`${orderPrivatePath(id)}/receiver`).get()).data();
    expect(receiver).toEqual({ name: 'Asha Patil', phone: '+919822000111', shopId });
    const share = (await adminDb.doc(`${orderPrivatePath(id)}/share`).get()).data()!;
    const texts = await adminDb.collection(MESSAGES).where('orderId', '==', id).get();
    expect(texts.size).toBe(1);
    const text = texts.docs[0]!.data();
    expect(text).toMatchObject({ to: '+919822000111', kind: 'shop_delivery' });
    expect(text.body).toContain(share.url);
    expect(text.body).toContain(await handoverCodeOf(id));
  });

  it('200 duplicate for a repeated request id, and for the same reference under a new request id', async () => {
    const first = shopBooking({ reference: `REF-${Date.now()}` });
    const made = await bookForShop(staff, first);
    expect(made.status).toBe(201);
    const id = (made.body as unknown as { id: string }).id;
    const before = await shopOrderCount(shopId);
    const again = await bookForShop(staff, first);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id, duplicate: true });
    const sameReference = await bookForShop(staff, shopBooking({ reference: first.reference }));
    expect(sameReference.status).toBe(200);
    expect(sameReference.body).toMatchObject({ id, duplicate: true });
    // Three at once of one reference: one order.
    const burst = await Promise.all(
      Array.from({ length: 3 }, () => bookForShop(staff, { ...first, requestId: crypto.randomUUID() })),
    );
    expect(burst.every((answer) => (answer.body as unknown as { id: string }).id === id)).toBe(true);
    expect(await shopOrderCount(shopId)).toBe(before);
    expect((await adminDb.collection(MESSAGES).where('orderId', '==', id).count().get()).data().count).toBe(
      1,
    );
  });

  it.each([
    ['cash on delivery over ₹50,000', { codPaise: 5_000_001 }, 'codPaise'],
    ['a fractional amount', { codPaise: 100.5 }, 'codPaise'],
    ['a negative amount', { codPaise: -1 }, 'codPaise'],
    ['the amount as text', { codPaise: '450' }, 'codPaise'],
    ['an unknown fee payer', { feePaidBy: 'customer' }, 'feePaidBy'],
    ['an unknown parcel size', { sizeBand: 'huge' }, 'sizeBand'],
    [
      "a receiver's phone that is not a number",
      { receiver: { name: 'Asha', phone: '12' } },
      'receiver.phone',
    ],
    ['no receiver name', { receiver: { phone: '+919822000111' } }, 'receiver.name'],
    ['no request id', { requestId: undefined }, 'requestId'],
    ['a drop-off nobody can locate', { dropOff: { address: 'Nowhere in particular 123' } }, 'dropOff'],
    ['the shop itself as drop-off', { dropOff: { coordinates: SHOP_POINT } }, 'dropOff'],
    ['a 301-character note', { note: 'x'.repeat(301) }, 'note'],
    ['a control character in the reference', { reference: 'INV\u0007' }, 'reference'],
    ['a pickup (the shop is the pickup)', { pickup: { coordinates: DROP_OFF } }, '_'],
  ])('refuses %s with 400 naming %s, and stores nothing', async (_label, change, field) => {
    const before = await shopOrderCount(shopId);
    const answer = await bookForShop(staff, shopBooking(change));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
    expect(await shopOrderCount(shopId)).toBe(before);
  });

  it("another shop's reference is its own; a customer may not book for a shop (403)", async () => {
    const reference = `SHARED-${Date.now()}`;
    expect((await bookForShop(staff, shopBooking({ reference }))).status).toBe(201);
    expect((await bookForShop(otherStaff, shopBooking({ reference }))).status).toBe(201);
    const customer = await freshSignedInCustomer('Not A Shop');
    const refused = await bookForShop(customer, shopBooking());
    expect(refused.status).toBe(403);
    expect(
      (await adminDb.collection(SHOP_REFERENCES).where('orderId', '==', 'x').count().get()).data().count,
    ).toBe(0);
  });

  it('the quote prices the trip from the shop as the booking will', async () => {
    const quote = await callApi(shopApi.quoteShopOrder.method, shopApi.quoteShopOrder.path, {
      token: staff.idToken,
      body: { dropOff: { coordinates: DROP_OFF }, sizeBand: 'small' },
    });
    expect(quote.status).toBe(200);
    const id = ((await bookForShop(staff, shopBooking())).body as unknown as { id: string }).id;
    const order = (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
    expect((quote.body.data as { amount: number; pickup: unknown }).amount).toBe(order.fare.amount);
    expect((quote.body.data as { pickup: unknown }).pickup).toMatchObject({ coordinates: SHOP_POINT });
  });
});
