import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { settle } from '@dropwise/domain/money';
import { indiaDate } from '@dropwise/domain/india-time';
import { recordCashCollection, recordCashDeposit } from '../../functions/src/services/money/record-cash';
import { adminDb, callApi, ensureAccount } from '../support/booking-fixtures';
import { admin, customer, otherRider, rider, useMoneyFile } from '../support/api-money';
import { deliveredParcel, orderOf, PUNE_PICKUP } from '../support/api-money-orders';
import { cashOf, collect, deposit, entriesOf } from '../support/api-money-records';
import { ORDERS, RIDER_CASH_DAYS } from '@dropwise/domain/collections';

useMoneyFile();

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
      batch.set(adminDb.doc(`${ORDERS}/${id}`), {
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
    const today = indiaDate(Date.now());
    const day = (await adminDb.doc(`${RIDER_CASH_DAYS}/${busy.uid}_${today}`).get()).data()!;
    expect(day).toMatchObject({ collectedPaise: sum('collection'), depositedPaise: sum('deposit') });
    const rows = await callApi(`/api/admin/cash?from=${today}&to=${today}&riderId=${busy.uid}`, {
      token: admin.idToken,
    });
    expect(rows.body.data).toEqual([expect.objectContaining({ outstandingPaise: cash.cashInHandPaise })]);
  }, 120_000);
});
