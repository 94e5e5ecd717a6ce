import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '@dropwise/domain/collections';
import { adminDb, bookOrder, rideRequest } from '../support/booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from '../support/emulators';
import { assignedRide, freshRider } from '../support/live-trip';
import { alertsOn, raiseSos } from '../support/api-safety';

let customer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;

beforeAll(async () => {
  customer = await signInWithPhone('+15555550174');
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  rider = await freshRider('safety-sos-window-rider', 'Sunil Jadhav');
});

describe('an SOS refused', () => {
  it.each([
    ['a latitude without a longitude', { lat: 18.5 }, 'lng'],
    ['a latitude out of range', { lat: 91, lng: 73 }, 'lat'],
    ['a note over 200 characters', { note: 'x'.repeat(201) }, 'note'],
    ['an unknown field', { speed: 40 }, '_'],
  ])('refuses %s with 400, storing nothing', async (_what, body, field) => {
    const fresh = await assignedRide(customer, admin, rider);
    const answer = await raiseSos(customer, fresh, body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
    expect(await alertsOn(fresh)).toBe(0);
  });

  it('answers 409 before a rider is assigned and an hour after the trip ended', async () => {
    const pending = await bookOrder(customer.idToken, rideRequest());
    expect((await raiseSos(customer, pending)).status).toBe(409);
    const ended = await assignedRide(customer, admin, rider);
    await adminDb.doc(`${ORDERS}/${ended}`).update({
      status: 'delivered',
      updatedAt: Timestamp.fromMillis(Date.now() - 60 * 60 * 1000),
    });
    const late = await raiseSos(customer, ended);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/112/);
    expect(await alertsOn(pending)).toBe(0);
    expect(await alertsOn(ended)).toBe(0);
  });

  it('is still open 20 minutes after the trip ended', async () => {
    const ended = await assignedRide(customer, admin, rider);
    await adminDb.doc(`${ORDERS}/${ended}`).update({
      status: 'delivered',
      updatedAt: Timestamp.fromMillis(Date.now() - 20 * 60 * 1000),
    });
    expect((await raiseSos(customer, ended)).status).toBe(201);
  });
});
