import { describe, expect, it } from 'vitest';
import { indiaDate } from '@dropwise/domain/india-time';
import { RECEIPT_NUMBER_PATTERN } from '@dropwise/domain/receipt-number';
import { bookOrder, ensureAccount, warmFunctionWorkers } from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { handoverCodeOf, move } from '../support/order-actors';
import { admin, customer, useMoneyFile } from '../support/api-money';
import { orderOf, puneParcel } from '../support/api-money-orders';
import { totalsOf } from '../support/api-money-records';

useMoneyFile();

const RIDERS = 20;

/** A parcel booked by the customer, assigned to `rider` and picked up: ready to deliver. */
async function pickedUpParcel(rider: SignedInUser): Promise<string> {
  const id = await bookOrder(customer.idToken, puneParcel());
  for (const [actor, body] of [
    [admin, { to: 'accepted' }],
    [admin, { to: 'assigned', riderId: rider.uid }],
    [rider, { to: 'picked_up' }],
  ] as const) {
    const answer = await move(actor, id, body);
    if (answer.status !== 200) throw new Error(`could not move: ${JSON.stringify(answer.body)}`);
  }
  return id;
}

describe('deliveries by many riders in the same second', () => {
  it('20 riders deliver at once: all land, none 503; receipt numbers unique and lawful; the day’s totals exact', async () => {
    const run = Date.now();
    const riders: SignedInUser[] = [];
    for (let index = 0; index < RIDERS; index += 1) {
      riders.push(
        await ensureAccount(
          `money-rush-rider-${run}-${index}`,
          { rider: true },
          { active: true, name: 'Rush Rider' },
        ),
      );
    }
    const orders: string[] = [];
    for (const rider of riders) orders.push(await pickedUpParcel(rider));
    const codes = await Promise.all(orders.map(handoverCodeOf));
    const today = indiaDate(Date.now());
    const before = await totalsOf(today);
    await warmFunctionWorkers(RIDERS);

    const sent = Date.now();
    const answers = await Promise.all(
      orders.map((id, index) => move(riders[index]!, id, { to: 'delivered', handoverCode: codes[index] })),
    );
    const tookMs = Date.now() - sent;

    expect(answers.map((answer) => answer.status)).toEqual(Array(RIDERS).fill(200));
    const delivered = await Promise.all(orders.map(orderOf));
    const numbers = delivered.map((order) => order.receiptNumber as string);
    expect(new Set(numbers).size).toBe(RIDERS);
    for (const number of numbers) {
      expect(number.length).toBeLessThanOrEqual(16);
      expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
    }
    // Each rider opened a series of their own with this first delivery.
    expect(new Set(numbers.map((number) => number.slice(0, 11))).size).toBe(RIDERS);
    expect(numbers.every((number) => number.endsWith('/0001'))).toBe(true);

    const after = await totalsOf(today);
    const fares = delivered.reduce((sum, order) => sum + (order.settlement.totalPaise as number), 0);
    expect(after.delivered - (before.delivered ?? 0)).toBe(RIDERS);
    expect(after.faresPaise - (before.faresPaise ?? 0)).toBe(fares);
    expect(after.cities.pune.delivered - (before.cities?.pune?.delivered ?? 0)).toBe(RIDERS);
    console.info(`${RIDERS} deliveries by ${RIDERS} riders at once: all answered in ${tookMs} ms`);
  }, 180_000);
});
