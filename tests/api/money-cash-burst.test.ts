import { describe, expect, it } from 'vitest';
import { indiaDate } from '@dropwise/domain/india-time';
import { adminDb, callApi, ensureAccount, warmFunctionWorkers } from '../support/booking-fixtures';
import { admin, useMoneyFile } from '../support/api-money';
import { deliveredParcel, orderOf } from '../support/api-money-orders';
import { cashOf, collect, entriesOf, totalsOf } from '../support/api-money-records';
import { RIDER_CASH_DAYS } from '@dropwise/domain/collections';

useMoneyFile();

const QUEUED = 10;

/** What the rider's cash, their day and the day's totals read now. */
async function figures(riderId: string, today: string) {
  const cash = await cashOf(riderId);
  const day = (await adminDb.doc(`${RIDER_CASH_DAYS}/${riderId}_${today}`).get()).data();
  return {
    collected: Number(cash?.collectedPaise ?? 0),
    held: Number(cash?.cashInHandPaise ?? 0),
    dayCollected: Number(day?.collectedPaise ?? 0),
    dayCash: Number((await totalsOf(today)).cashCollectedPaise ?? 0),
    entries: (await entriesOf(riderId)).length,
  };
}

describe('a rider’s queued cash records, sent together as the offline outbox does', () => {
  it('10 records within one second all land once, none 503; the balance and the day are exact; one sent again is 409 and changes nothing', async () => {
    const rider = await ensureAccount(
      `money-outbox-rider-${Date.now()}`,
      { rider: true },
      { active: true, name: 'Outbox Rider' },
    );
    const orders: string[] = [];
    for (let index = 0; index < QUEUED; index += 1) orders.push(await deliveredParcel(rider));
    const dues = await Promise.all(
      orders.map(async (id) => (await orderOf(id)).settlement.totalPaise as number),
    );
    const due = dues.reduce((sum, amount) => sum + amount, 0);
    const today = indiaDate(Date.now());
    const before = await figures(rider.uid, today);
    await warmFunctionWorkers(QUEUED);

    const sent = Date.now();
    const answers = await Promise.all(
      orders.map((id, index) => collect(rider, id, { amountPaise: dues[index] })),
    );
    const tookMs = Date.now() - sent;

    expect(answers.map((answer) => answer.status)).toEqual(Array(QUEUED).fill(201));
    const after = await figures(rider.uid, today);
    expect(after).toEqual({
      collected: before.collected + due,
      held: before.held + due,
      dayCollected: before.dayCollected + due,
      dayCash: before.dayCash + due,
      entries: before.entries + QUEUED,
    });
    // Each answer's cash in hand was read after its own entry landed, and never past them all.
    answers.forEach((answer, index) => {
      const held = (answer.body.data as { cashInHandPaise: number }).cashInHandPaise;
      expect(held).toBeGreaterThanOrEqual(before.held + dues[index]!);
      expect(held).toBeLessThanOrEqual(after.held);
    });
    const rows = await callApi(`/api/admin/cash?from=${today}&to=${today}&riderId=${rider.uid}`, {
      token: admin.idToken,
    });
    expect(rows.body.data).toEqual([
      expect.objectContaining({ collectedPaise: after.dayCollected, outstandingPaise: after.held }),
    ]);

    const again = await collect(rider, orders[3]!, { amountPaise: dues[3] });
    expect(again.status).toBe(409);
    expect(await figures(rider.uid, today)).toEqual(after);
    console.info(`${QUEUED} cash records of one rider at once: all answered in ${tookMs} ms`);
  }, 120_000);
});
