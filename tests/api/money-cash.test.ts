import { describe, expect, it } from 'vitest';
import { indiaDate } from '@dropwise/domain/india-time';
import { adminDb, bookOrder } from '../support/booking-fixtures';
import { move } from '../support/order-actors';
import { admin, customer, otherRider, rider, useMoneyFile } from '../support/api-money';
import { deliveredParcel, orderOf, puneParcel } from '../support/api-money-orders';
import { cashOf, collect } from '../support/api-money-records';
import { CASH_LEDGER, RIDERS } from '@dropwise/domain/collections';

useMoneyFile();

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
    const entry = (await adminDb.doc(`${CASH_LEDGER}/collection-${id}`).get()).data()!;
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
    expect((await adminDb.doc(`${CASH_LEDGER}/collection-${id}`).get()).exists).toBe(false);

    const noted = await collect(rider, id, {
      amountPaise: due - 1000,
      note: 'Customer paid the rest by UPI',
    });
    expect(noted.status).toBe(201);
    expect((await adminDb.doc(`${CASH_LEDGER}/collection-${id}`).get()).get('flagged')).toBe(true);
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
    expect((await adminDb.doc(`${CASH_LEDGER}/collection-${id}`).get()).exists).toBe(false);
  });

  it('before delivery is 409; another rider’s order is 403; a customer may not record cash', async () => {
    const id = await bookOrder(customer.idToken, puneParcel());
    expect((await move(admin, id, { to: 'accepted' })).status).toBe(200);
    expect((await move(admin, id, { to: 'assigned', riderId: rider.uid })).status).toBe(200);
    expect((await collect(rider, id, { amountPaise: 100 })).status).toBe(409);
    const delivered = await deliveredParcel();
    expect((await collect(otherRider, delivered, { amountPaise: 100 })).status).toBe(403);
    expect((await collect(customer, delivered, { amountPaise: 100 })).status).toBe(403);
    expect((await adminDb.doc(`${CASH_LEDGER}/collection-${delivered}`).get()).exists).toBe(false);
  });

  it('a rider whose record is no longer active is refused (403) and nothing is stored; active again, the same record lands', async () => {
    const id = await deliveredParcel();
    const due = (await orderOf(id)).settlement.totalPaise as number;
    const record = adminDb.doc(`${RIDERS}/${rider.uid}`);
    await record.update({ active: false });
    try {
      const refused = await collect(rider, id, { amountPaise: due });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('forbidden');
      expect((await adminDb.doc(`${CASH_LEDGER}/collection-${id}`).get()).exists).toBe(false);
      expect((await orderOf(id)).payment?.collectedPaise).toBeUndefined();
    } finally {
      await record.update({ active: true });
    }
    expect((await collect(rider, id, { amountPaise: due })).status).toBe(201);
  });
});
