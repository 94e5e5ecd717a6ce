import { describe, expect, it } from 'vitest';
import { settle } from '@dropwise/domain/money';
import { indiaDate } from '@dropwise/domain/india-time';
import { financialYearOf, RECEIPT_NUMBER_PATTERN } from '@dropwise/domain/receipt-number';
import { adminDb, bookOrder } from '../support/booking-fixtures';
import { move } from '../support/order-actors';
import { admin, customer, otherCustomer, otherRider, rider, useMoneyFile } from '../support/api-money';
import { deliveredParcel, orderOf, puneParcel } from '../support/api-money-orders';
import { receipt, totalsOf } from '../support/api-money-records';
import { RIDER_DAYS } from '@dropwise/domain/collections';

useMoneyFile();

describe('delivery settles the order', () => {
  it('stores the settlement in paise, a receipt number of the financial year and the delivery time; counts the rider’s day and the day’s totals', async () => {
    const today = indiaDate(Date.now());
    const before = await totalsOf(today);
    const dayBefore = (await adminDb.doc(`${RIDER_DAYS}/${rider.uid}_${today}`).get()).data() ?? {};
    const id = await deliveredParcel();
    const order = await orderOf(id);
    const expected = settle(order.fare.amount, { taxRatePercent: 0, platformSharePercent: 20 });
    expect(order.settlement).toEqual(expected);
    expect(Number.isInteger(order.settlement.totalPaise)).toBe(true);
    expect(order.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(order.receiptNumber.split('/')[1]).toBe(financialYearOf(Date.now()));
    expect(order.deliveredAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(order.payment).toEqual({ method: 'cash' });

    const day = (await adminDb.doc(`${RIDER_DAYS}/${rider.uid}_${today}`).get()).data()!;
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

  it('a rider’s receipt numbers follow each other in their series with no gap; another rider’s run in another series', async () => {
    const first = (await orderOf(await deliveredParcel())).receiptNumber as string;
    const second = (await orderOf(await deliveredParcel())).receiptNumber as string;
    const other = (await orderOf(await deliveredParcel(otherRider))).receiptNumber as string;
    const series = (number: string) => number.slice(0, 11);
    const sequence = (number: string) => Number(number.slice(-4));
    expect(series(second)).toBe(series(first));
    expect(sequence(second)).toBe(sequence(first) + 1);
    expect(series(other)).not.toBe(series(first));
  });

  it('a cancellation is counted in the day’s totals, for the pickup’s city', async () => {
    const today = indiaDate(Date.now());
    const before = await totalsOf(today);
    const id = await bookOrder(customer.idToken, puneParcel());
    expect((await move(admin, id, { to: 'cancelled', reason: 'Customer asked' })).status).toBe(200);
    const after = await totalsOf(today);
    expect(after.cancelled - (before.cancelled ?? 0)).toBe(1);
    expect(after.cities.pune.cancelled - (before.cities?.pune?.cancelled ?? 0)).toBe(1);
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
      // The labels the server gave the trip's two pins when it was booked.
      pickup: { label: order.pickup.address },
      dropOff: { label: order.dropOff.address },
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
    const pending = await bookOrder(customer.idToken, puneParcel());
    expect((await receipt(customer, pending)).status).toBe(409);
  });
});
