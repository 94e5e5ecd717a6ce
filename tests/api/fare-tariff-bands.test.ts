import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { indiaMinuteOfDay } from '@dropwise/domain/fare-bands';
import type { FareQuote } from '@dropwise/domain/fares';
import type { Receipt } from '@dropwise/domain/money';
import { DEFAULT_FARE_INPUT, putFares, restoreDefaultFaresAfterAll } from '../support/api-fare-table';
import { adminDb, callApi, rideRequest } from '../support/booking-fixtures';
import { admin, customer, useMoneyFile } from '../support/api-money';
import { deliveredParcel, orderOf, puneParcel } from '../support/api-money-orders';
import { receipt } from '../support/api-money-records';
import { ORDERS } from '@dropwise/domain/collections';

useMoneyFile();
restoreDefaultFaresAfterAll();

const clock = (minute: number) => {
  const wrapped = (minute + 24 * 60) % (24 * 60);
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

/** A band from an hour before to an hour after the India time now (across midnight when it falls there). */
function bandAroundNow(multiplier: number) {
  const now = indiaMinuteOfDay(Date.now());
  return { from: clock(now - 60), to: clock(now + 60), multiplier };
}

const BIKE = { label: 'Bike', base: 30, baseKm: 3, perKm: 8, minimum: 40, seats: 1 };
const AUTO = { label: 'Auto rickshaw', base: 40, baseKm: 3, perKm: 12, minimum: 60, seats: 3 };

const quote = async (body: Record<string, unknown>) => {
  const answer = await callApi('/api/orders/quote', { token: customer.idToken, body });
  expect(answer.status).toBe(200);
  return answer.body.data as unknown as FareQuote;
};
const rideQuote = (scheduledAt?: string) =>
  quote({ ...rideRequest(), requestId: undefined, passengers: undefined, scheduledAt });
const parcelQuote = () => {
  const { pickup, dropOff } = puneParcel();
  return quote({ kind: 'parcel', sizeBand: 'medium', pickup, dropOff });
};

describe('time bands priced into the quote, the order and the receipt', () => {
  it('a table saved without bands or base km quotes as before: multiplier 1, no band, every km charged', async () => {
    expect((await putFares(admin.idToken, DEFAULT_FARE_INPUT)).status).toBe(200);
    const ride = await rideQuote();
    expect(ride).toMatchObject({ baseKm: 0, perKm: 12 });
    expect(ride.breakdown).toMatchObject({ band: null, multiplier: 1, bandAdjustment: 0, base: 35 });
    // The auto's rates: ₹35 and ₹12 a km for every km, at least ₹60.
    expect(ride.breakdown.distance).toBe(Math.round(12 * (ride.distanceKm ?? NaN)));
    expect(ride.amount).toBe(Math.max(60, 35 + ride.breakdown.distance));
  });

  it('a band covering the India time now prices the quote, the booking’s answer, the order and its receipt', async () => {
    const night = bandAroundNow(1.5);
    const table = { ...DEFAULT_FARE_INPUT, vehicles: { bike: BIKE, auto: AUTO }, timeBands: [night] };
    expect((await putFares(admin.idToken, table)).status).toBe(200);
    const hours = { from: night.from, to: night.to };

    const quoted = await parcelQuote();
    const notified = 30 + Math.round(8 * Math.max(0, (quoted.distanceKm ?? NaN) - 3));
    expect(quoted).toMatchObject({ baseKm: 3, perKm: 8 });
    expect(quoted.breakdown).toMatchObject({
      band: hours,
      multiplier: 1.5,
      bandAdjustment: Math.round(notified * 1.5) - notified,
    });

    const parcel = puneParcel();
    const booked = await callApi('/api/orders', { token: customer.idToken, body: parcel });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ amount: quoted.amount, baseKm: 3, breakdown: quoted.breakdown });
    const stored = await orderOf(booked.body.id!);
    expect(stored.fare).toEqual(booked.body.data);
    // A replay of the request answers the fare the order stored.
    const replay = await callApi('/api/orders', { token: customer.idToken, body: parcel });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(stored.fare);

    const id = await deliveredParcel();
    const order = await orderOf(id);
    expect(order.fare.breakdown).toMatchObject({ band: hours, multiplier: 1.5 });
    const answer = await receipt(customer, id);
    expect(answer.status).toBe(200);
    const fare = answer.body.data!.fare as Receipt['fare'];
    expect(fare).toMatchObject({
      band: hours,
      multiplier: 1.5,
      baseKm: 3,
      bandAdjustmentPaise: order.fare.breakdown.bandAdjustment * 100,
    });
    expect(fare.bandAdjustmentPaise).toBeGreaterThan(0);
    const { basePaise, distancePaise, bandAdjustmentPaise, minimumTopUpPaise, parcelSurchargePaise } = fare;
    expect(basePaise + distancePaise + bandAdjustmentPaise + minimumTopUpPaise + parcelSurchargePaise).toBe(
      fare.farePaise,
    );
  });

  it('a ride booked for later is priced in the band of its scheduled time, not of now', async () => {
    const table = {
      ...DEFAULT_FARE_INPUT,
      vehicles: { bike: BIKE, auto: AUTO },
      timeBands: [bandAroundNow(0.5)],
    };
    expect((await putFares(admin.idToken, table)).status).toBe(200);
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();

    expect((await rideQuote()).breakdown).toMatchObject({ multiplier: 0.5 });
    expect((await rideQuote()).breakdown.bandAdjustment).toBeLessThan(0);
    const scheduled = await rideQuote(later);
    expect(scheduled.breakdown).toMatchObject({ band: null, multiplier: 1, bandAdjustment: 0 });

    const booked = await callApi('/api/orders', {
      token: customer.idToken,
      body: rideRequest({ scheduledAt: later, passengers: 1 }),
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      amount: scheduled.amount,
      breakdown: { band: null, multiplier: 1 },
    });
    expect((await orderOf(booked.body.id!)).fare.breakdown).toMatchObject({ band: null, multiplier: 1 });
  });

  it('the receipt of an order stored before bands has no band and a multiplier of 1', async () => {
    expect((await putFares(admin.idToken, DEFAULT_FARE_INPUT)).status).toBe(200);
    const id = await deliveredParcel();
    // As an order priced before bands and base km were kept is stored.
    await adminDb.doc(`${ORDERS}/${id}`).update({
      'fare.baseKm': FieldValue.delete(),
      'fare.breakdown.band': FieldValue.delete(),
      'fare.breakdown.multiplier': FieldValue.delete(),
      'fare.breakdown.bandAdjustment': FieldValue.delete(),
    });
    const answer = await receipt(customer, id);
    expect(answer.status).toBe(200);
    expect(answer.body.data!.fare).toMatchObject({
      band: null,
      multiplier: 1,
      bandAdjustmentPaise: 0,
      baseKm: null,
    });
  });
});
