import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDate, indiaMonth, settle } from '@domain/money';
import { recordCashCollection, recordCashDeposit } from '../../functions/src/services/money/record-cash';
import {
  adminDb,
  bookOrder,
  callApi,
  ensureAccount,
  notificationsAbout,
  parcelRequest,
} from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { handoverCodeOf, move } from '../support/order-actors';

let admin: SignedInUser;
let customer: SignedInUser;
let otherCustomer: SignedInUser;
let rider: SignedInUser;
let otherRider: SignedInUser;

const PUNE_PICKUP = { lat: 18.5289, lng: 73.8744 };
const PUNE_DROP_OFF = { lat: 18.5195, lng: 73.8553 };

const punеParcel = () =>
  parcelRequest({
    pickup: { address: 'Pune Railway Station', coordinates: PUNE_PICKUP },
    dropOff: { address: 'Shaniwar Wada', coordinates: PUNE_DROP_OFF },
  });

const orderOf = async (id: string) => (await adminDb.doc(`orders/${id}`).get()).data()!;
const cashOf = async (riderId: string) => (await adminDb.doc(`riderCash/${riderId}`).get()).data();
const totalsOf = async (date: string) => (await adminDb.doc(`dailyTotals/${date}`).get()).data() ?? {};
const entriesOf = async (riderId: string) =>
  (await adminDb.collection('cashLedger').where('riderId', '==', riderId).get()).docs.map((doc) =>
    doc.data(),
  );

const collect = (user: SignedInUser, orderId: string, body: unknown) =>
  callApi(`/api/orders/${orderId}/cash`, { token: user.idToken, body });
const deposit = (user: SignedInUser, riderId: string, body: unknown) =>
  callApi(`/api/admin/riders/${riderId}/deposits`, { token: user.idToken, body });
const rate = (user: SignedInUser, orderId: string, body: unknown) =>
  callApi(`/api/orders/${orderId}/rating`, { token: user.idToken, body });
const receipt = (user: SignedInUser, orderId: string) =>
  callApi(`/api/orders/${orderId}/receipt`, { token: user.idToken });

/** A parcel booked by the customer, carried by `by` and delivered with the receiver's code. */
async function deliveredParcel(by: SignedInUser = rider): Promise<string> {
  const id = await bookOrder(customer.idToken, punеParcel());
  for (const [actor, body] of [
    [admin, { to: 'accepted' }],
    [admin, { to: 'assigned', riderId: by.uid }],
    [by, { to: 'picked_up' }],
  ] as const) {
    const answer = await move(actor, id, body);
    if (answer.status !== 200) throw new Error(`could not move: ${JSON.stringify(answer.body)}`);
  }
  const delivered = await move(by, id, { to: 'delivered', handoverCode: await handoverCodeOf(id) });
  if (delivered.status !== 200) throw new Error(`could not deliver: ${JSON.stringify(delivered.body)}`);
  return id;
}

beforeAll(async () => {
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  customer = await freshSignedInCustomer('Money Customer');
  otherCustomer = await freshSignedInCustomer('Other Customer');
  rider = await ensureAccount('money-rider', { rider: true }, { active: true, name: 'Kiran Jadhav' });
  otherRider = await ensureAccount('money-rider-2', { rider: true }, { active: true, name: 'Sunil More' });
});

describe('delivery settles the order', () => {
  it('stores the settlement in paise, a receipt number of the month and the delivery time; counts the rider’s day and the day’s totals', async () => {
    const today = indiaDate(Date.now());
    const before = await totalsOf(today);
    const dayBefore = (await adminDb.doc(`riderDays/${rider.uid}_${today}`).get()).data() ?? {};
    const id = await deliveredParcel();
    const order = await orderOf(id);
    const expected = settle(order.fare.amount, { taxRatePercent: 0, platformSharePercent: 20 });
    expect(order.settlement).toEqual(expected);
    expect(Number.isInteger(order.settlement.totalPaise)).toBe(true);
    expect(order.receiptNumber).toMatch(new RegExp(`^DW-${indiaMonth(Date.now())}-\\d{6}$`));
    expect(order.deliveredAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(order.payment).toEqual({ method: 'cash' });

    const day = (await adminDb.doc(`riderDays/${rider.uid}_${today}`).get()).data()!;
    expect(day.trips - (dayBefore.trips ?? 0)).toBe(1);
    expect(day.earningsPaise - (dayBefore.earningsPaise ?? 0)).toBe(expected.riderEarningsPaise);
    expect(day.platformSharePaise - (dayBefore.platformSharePaise ?? 0)).toBe(expected.platformSharePaise);
    const after = await totalsOf(today);
    expect(after.booked - (before.booked ?? 0)).toBe(1);
    expect(after.delivered - (before.delivered ?? 0)).toBe(1);
    expect(after.faresPaise - (before.faresPaise ?? 0)).toBe(expected.totalPaise);
    expect(after.cities.pune.delivered - (before.cities?.pune?.delivered ?? 0)).toBe(1);
    expect(after.assignCount - (before.assignCount ?? 0)).toBe(1);
    expect(after.pickupCount - (before.pickupCount ?? 0)).toBe(1);
  });

  it('receipt numbers follow each other with no gap', async () => {
    const first = (await orderOf(await deliveredParcel())).receiptNumber as string;
    const second = (await orderOf(await deliveredParcel())).receiptNumber as string;
    const sequence = (number: string) => Number(number.slice(-6));
    expect(sequence(second)).toBe(sequence(first) + 1);
  });

  it('a cancellation is counted in the day’s totals, for the pickup’s city', async () => {
    const today = indiaDate(Date.now());
    const before = await totalsOf(today);
    const id = await bookOrder(customer.idToken, punеParcel());
    expect((await move(admin, id, { to: 'cancelled', reason: 'Customer asked' })).status).toBe(200);
    const after = await totalsOf(today);
    expect(after.cancelled - (before.cancelled ?? 0)).toBe(1);
    expect(after.cities.pune.cancelled - (before.cities?.pune?.cancelled ?? 0)).toBe(1);
  });
});

describe('POST /api/orders/:id/cash', () => {
  it('the rider records the cash due: 201 with the entry and their cash in hand; a second time is 409', async () => {
    const id = await deliveredParcel();
    const due = (await orderOf(id)).settlement.totalPaise as number;
    const held = ((await cashOf(rider.uid))?.cashInHandPaise as number | undefined) ?? 0;
    const answer = await collect(rider, id, { amountPaise: due });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      data: { entryId: `collection-${id}`, cashInHandPaise: held + due },
    });
    const entry = (await adminDb.doc(`cashLedger/collection-${id}`).get()).data()!;
    expect(entry).toMatchObject({
      riderId: rider.uid,
      type: 'collection',
      amountPaise: due,
      expectedPaise: due,
      orderId: id,
      flagged: false,
      date: indiaDate(Date.now()),
    });
    expect((await orderOf(id)).payment).toMatchObject({
      method: 'cash',
      collectedPaise: due,
      flagged: false,
    });

    const again = await collect(rider, id, { amountPaise: due });
    expect(again.status).toBe(409);
    expect((await cashOf(rider.uid))!.cashInHandPaise).toBe(held + due);
  });

  it('a different amount needs a note (400 naming it, nothing stored); with one it is stored and flagged', async () => {
    const id = await deliveredParcel();
    const due = (await orderOf(id)).settlement.totalPaise as number;
    const before = await cashOf(rider.uid);
    const bare = await collect(rider, id, { amountPaise: due - 1000 });
    expect(bare.status).toBe(400);
    expect(bare.body.error?.fields).toHaveProperty('note');
    expect(await cashOf(rider.uid)).toEqual(before);
    expect((await adminDb.doc(`cashLedger/collection-${id}`).get()).exists).toBe(false);

    const noted = await collect(rider, id, {
      amountPaise: due - 1000,
      note: 'Customer paid the rest by UPI',
    });
    expect(noted.status).toBe(201);
    expect((await adminDb.doc(`cashLedger/collection-${id}`).get()).get('flagged')).toBe(true);
  });

  it.each([
    ['a negative amount', { amountPaise: -100 }],
    ['a fractional amount', { amountPaise: 100.5 }],
    ['a huge amount', { amountPaise: 10_000_000_000 }],
    ['an amount as text', { amountPaise: '7700' }],
    ['no amount', {}],
    ['rupees instead of paise', { amount: 77 }],
    ['a note too long', { amountPaise: 0, note: 'x'.repeat(201) }],
  ])('%s is refused with 400 and stores nothing', async (_name, body) => {
    const id = await deliveredParcel();
    const before = await cashOf(rider.uid);
    const answer = await collect(rider, id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(await cashOf(rider.uid)).toEqual(before);
    expect((await adminDb.doc(`cashLedger/collection-${id}`).get()).exists).toBe(false);
  });

  it('before delivery is 409; another rider’s order is 403; a customer may not record cash', async () => {
    const id = await bookOrder(customer.idToken, punеParcel());
    expect((await move(admin, id, { to: 'accepted' })).status).toBe(200);
    expect((await move(admin, id, { to: 'assigned', riderId: rider.uid })).status).toBe(200);
    expect((await collect(rider, id, { amountPaise: 100 })).status).toBe(409);
    const delivered = await deliveredParcel();
    expect((await collect(otherRider, delivered, { amountPaise: 100 })).status).toBe(403);
    expect((await collect(customer, delivered, { amountPaise: 100 })).status).toBe(403);
    expect((await adminDb.doc(`cashLedger/collection-${delivered}`).get()).exists).toBe(false);
  });
});

describe('POST /api/admin/riders/:riderId/deposits and GET /api/admin/cash', () => {
  it('an admin records a deposit: 201 with what is still outstanding; more than outstanding is 400', async () => {
    const id = await deliveredParcel(otherRider);
    const due = (await orderOf(id)).settlement.totalPaise as number;
    expect((await collect(otherRider, id, { amountPaise: due })).status).toBe(201);
    const held = (await cashOf(otherRider.uid))!.cashInHandPaise as number;

    const tooMuch = await deposit(admin, otherRider.uid, { amountPaise: held + 1, note: 'Evening deposit' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.fields).toHaveProperty('amountPaise');
    expect((await cashOf(otherRider.uid))!.cashInHandPaise).toBe(held);

    const part = await deposit(admin, otherRider.uid, { amountPaise: 1000, note: 'Evening deposit' });
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({ outstandingPaise: held - 1000 });
    const rest = await deposit(admin, otherRider.uid, { amountPaise: held - 1000, note: 'The rest' });
    expect(rest.body.data).toMatchObject({ outstandingPaise: 0 });
    expect(await cashOf(otherRider.uid)).toMatchObject({ cashInHandPaise: 0, depositedPaise: held });

    const today = indiaDate(Date.now());
    const rows = await callApi(`/api/admin/cash?from=${today}&to=${today}&riderId=${otherRider.uid}`, {
      token: admin.idToken,
    });
    expect(rows.status).toBe(200);
    expect(rows.body.data).toEqual([
      {
        riderId: otherRider.uid,
        riderName: 'Sunil More',
        date: today,
        collectedPaise: expect.any(Number),
        depositedPaise: held,
        outstandingPaise: 0,
      },
    ]);
    const csv = await fetch(
      `${process.env.DROPWISE_APP_URL ?? 'http://127.0.0.1:5000'}/api/admin/cash?from=${today}&to=${today}&riderId=${otherRider.uid}&format=csv`,
      { headers: { Authorization: `Bearer ${admin.idToken}` } },
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Sunil More');
    expect(text.split('\r\n')[0]).toContain('Outstanding (INR)');
  });

  it.each([
    ['zero', { amountPaise: 0, note: 'x' }],
    ['a negative amount', { amountPaise: -5, note: 'x' }],
    ['a fractional amount', { amountPaise: 1.5, note: 'x' }],
    ['an amount as text', { amountPaise: '10', note: 'x' }],
    ['a note too long', { amountPaise: 1, note: 'x'.repeat(201) }],
  ])('a deposit of %s is refused with 400 and stores nothing', async (_name, body) => {
    const before = await entriesOf(otherRider.uid);
    const answer = await deposit(admin, otherRider.uid, body);
    expect(answer.status).toBe(400);
    expect(await entriesOf(otherRider.uid)).toHaveLength(before.length);
  });

  it('riders and customers may not deposit or read the cash list (403); bad dates are 400', async () => {
    expect((await deposit(rider, rider.uid, { amountPaise: 1, note: 'x' })).status).toBe(403);
    expect((await deposit(customer, rider.uid, { amountPaise: 1, note: 'x' })).status).toBe(403);
    expect(
      (await callApi('/api/admin/cash?from=2026-01-01&to=2026-01-02', { token: rider.idToken })).status,
    ).toBe(403);
    for (const query of [
      'from=2026-01-02&to=2026-01-01',
      'from=yesterday&to=2026-01-01',
      'to=2026-01-01',
      'from=2026-01-01&to=2026-12-31',
    ]) {
      const answer = await callApi(`/api/admin/cash?${query}`, { token: admin.idToken });
      expect(answer.status).toBe(400);
    }
    expect((await deposit(admin, 'no-such-rider', { amountPaise: 1, note: 'x' })).status).toBe(404);
  });

  it('50 collections and deposits for one rider at once: the balance and the days equal the sum of the ledger exactly', async () => {
    const busy = await ensureAccount(
      'money-busy-rider',
      { rider: true },
      { active: true, name: 'Busy Rider' },
    );
    // Delivered orders of this rider, as the delivery transaction leaves them.
    const orders = Array.from({ length: 30 }, (_, i) => `money-burst-${Date.now()}-${i}`);
    const batch = adminDb.batch();
    for (const id of orders) {
      batch.set(adminDb.doc(`orders/${id}`), {
        kind: 'parcel',
        status: 'delivered',
        riderId: busy.uid,
        customerUid: customer.uid,
        pickup: { address: 'Pune', coordinates: PUNE_PICKUP },
        fare: { amount: 100 },
        settlement: settle(100, { taxRatePercent: 0, platformSharePercent: 20 }),
        deliveredAt: Timestamp.now(),
      });
    }
    await batch.commit();
    await recordCashCollection(adminDb, busy.uid, orders[0]!, { amountPaise: 10_000 });
    const results = await Promise.allSettled([
      ...orders.slice(1).map((id) => recordCashCollection(adminDb, busy.uid, id, { amountPaise: 10_000 })),
      ...Array.from({ length: 21 }, () =>
        recordCashDeposit(adminDb, admin.uid, busy.uid, { amountPaise: 100, note: 'x' }),
      ),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const entries = await entriesOf(busy.uid);
    expect(entries).toHaveLength(51);
    const sum = (type: string) =>
      entries
        .filter((entry) => entry.type === type)
        .reduce((total, entry) => total + (entry.amountPaise as number), 0);
    const cash = (await cashOf(busy.uid))!;
    expect(cash).toMatchObject({
      collectedPaise: sum('collection'),
      depositedPaise: sum('deposit'),
      cashInHandPaise: sum('collection') - sum('deposit'),
    });
    expect(cash.cashInHandPaise).toBe(30 * 10_000 - 21 * 100);
    const day = (await adminDb.doc(`riderCashDays/${busy.uid}_${indiaDate(Date.now())}`).get()).data()!;
    expect(day).toMatchObject({
      collectedPaise: sum('collection'),
      depositedPaise: sum('deposit'),
      outstandingPaise: cash.cashInHandPaise,
    });
  }, 120_000);
});

describe('POST /api/orders/:id/rating', () => {
  it('the customer rates a delivered trip once: 201; the rider’s average follows; a second time is 409', async () => {
    const id = await deliveredParcel();
    const answer = await rate(customer, id, {
      stars: 4,
      tags: ['on_time', 'polite'],
      comment: 'Careful with the box.',
    });
    expect(answer.status).toBe(201);
    expect((await adminDb.doc(`ratings/${id}`).get()).data()).toMatchObject({
      orderId: id,
      riderId: rider.uid,
      customerUid: customer.uid,
      stars: 4,
      tags: ['on_time', 'polite'],
      comment: 'Careful with the box.',
    });
    const ratings = await adminDb.collection('ratings').where('riderId', '==', rider.uid).get();
    const stars = ratings.docs.map((doc) => doc.get('stars') as number);
    const average = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
    expect((await adminDb.doc(`riders/${rider.uid}`).get()).get('rating')).toEqual({
      average,
      count: stars.length,
    });
    expect((await rate(customer, id, { stars: 5 })).status).toBe(409);
    expect((await adminDb.doc(`ratings/${id}`).get()).get('stars')).toBe(4);
  });

  it('a rating of 2 or less tells the admins', async () => {
    const id = await deliveredParcel();
    expect((await rate(customer, id, { stars: 2 })).status).toBe(201);
    const told = await notificationsAbout(admin.uid, id);
    expect(told.map((entry) => (entry.message as { key: string }).key)).toContain('lowRating');
  });

  it.each([
    ['0 stars', { stars: 0 }],
    ['6 stars', { stars: 6 }],
    ['3.5 stars', { stars: 3.5 }],
    ['stars as text', { stars: '4' }],
    ['no stars', { comment: 'Fine' }],
    ['a tag not in the list', { stars: 4, tags: ['fast'] }],
    ['a tag twice', { stars: 4, tags: ['polite', 'polite'] }],
    ['a comment over 500 characters', { stars: 4, comment: 'x'.repeat(501) }],
    ['a field ratings do not have', { stars: 4, rider: 'someone' }],
  ])('%s is refused with 400 and stores nothing', async (_name, body) => {
    const id = await deliveredParcel();
    const answer = await rate(customer, id, body);
    expect(answer.status).toBe(400);
    expect((await adminDb.doc(`ratings/${id}`).get()).exists).toBe(false);
  });

  it('too late (over 7 days) and before delivery (400), and someone else’s order (404), store nothing', async () => {
    const late = await deliveredParcel();
    await adminDb
      .doc(`orders/${late}`)
      .update({ deliveredAt: Timestamp.fromMillis(Date.now() - 8 * 86_400_000) });
    expect((await rate(customer, late, { stars: 5 })).status).toBe(400);
    const pending = await bookOrder(customer.idToken, punеParcel());
    expect((await rate(customer, pending, { stars: 5 })).status).toBe(400);
    const delivered = await deliveredParcel();
    expect((await rate(otherCustomer, delivered, { stars: 1 })).status).toBe(404);
    for (const id of [late, pending, delivered])
      expect((await adminDb.doc(`ratings/${id}`).get()).exists).toBe(false);
  });
});

describe('GET /api/orders/:id/receipt', () => {
  it('the customer and admins read a delivered order’s receipt; others get 404; before delivery 409', async () => {
    const id = await deliveredParcel();
    const order = await orderOf(id);
    const answer = await receipt(customer, id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      receiptNumber: order.receiptNumber,
      orderId: id,
      kind: 'parcel',
      vehicleType: 'bike',
      vehicleLabel: 'Bike',
      pickup: { label: 'Pune Railway Station' },
      dropOff: { label: 'Shaniwar Wada' },
      distanceKm: order.fare.distanceKm,
      taxRatePercent: 0,
      taxPaise: 0,
      totalPaise: order.settlement.totalPaise,
      currency: 'INR',
      paymentMethod: 'cash',
      riderFirstName: 'Kiran',
    });
    const fare = answer.body.data!.fare as {
      basePaise: number;
      distancePaise: number;
      minimumTopUpPaise: number;
      parcelSurchargePaise: number;
    };
    expect(fare.basePaise + fare.distancePaise + fare.minimumTopUpPaise + fare.parcelSurchargePaise).toBe(
      order.settlement.farePaise,
    );
    expect((await receipt(admin, id)).status).toBe(200);
    expect((await receipt(otherCustomer, id)).status).toBe(404);
    expect((await receipt(otherRider, id)).status).toBe(404);
    const pending = await bookOrder(customer.idToken, punеParcel());
    expect((await receipt(customer, pending)).status).toBe(409);
  });
});
