import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { PUNE_STATION, SHANIWAR_WADA } from '@dropwise/domain/demo-trip-for-tests';
import { adminDb } from '../support/booking-fixtures';
import { assignedRide, fix, pause, pickUp, positionOf, readAs, report } from '../support/live-trip';
import { move } from '../support/order-actors';
import { admin, customer, otherCustomer, ride, rider, useTripShareFile } from '../support/api-trip-share';
import { share, tokenOf, track } from '../support/api-trip-share-calls';
import {
  ORDERS,
  RIDER_POSITIONS,
  TRACKING_LINKS,
  orderPrivatePath,
  orderTrailPath,
} from '@dropwise/domain/collections';

useTripShareFile('trip-share-rider');

// The pickup rideRequest() books.
const pickup = PUNE_STATION.coordinates;

/** Reports come at most once every 2 s: the next one waits that out. */
const reportSpacingMs = 2_100;

describe('sharing a trip', () => {
  let orderId: string;
  let token: string;

  it('the customer shares an open order: 201 {url, expiresAt: null}; the path is /track/<token of at least 128 bits>; sharing again answers the same link', async () => {
    orderId = await assignedRide(customer, admin, rider, ride);
    // Booked unshared, so that its status changes need not read a link it does not have.
    expect((await adminDb.doc(`${ORDERS}/${orderId}`).get()).get('shared')).toBe(false);
    const first = await share(customer, orderId);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ url: expect.any(String), expiresAt: null });
    const url = new URL(String(first.body.data!.url));
    expect(url.pathname).toMatch(/^\/track\/[A-Za-z0-9_-]+$/);
    token = tokenOf(url);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);

    const again = await share(customer, orderId);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect((await adminDb.doc(`${orderPrivatePath(orderId)}/share`).get()).get('token')).toBe(token);
    expect((await adminDb.doc(`${ORDERS}/${orderId}`).get()).get('shared')).toBe(true);
  });

  it('the tracking API shows the status, vehicle, rider’s first name, places, the live position and an ETA to the pickup, and nothing personal', async () => {
    // About 2 km from the pickup.
    expect((await report(rider, fix({ lat: 18.5469, lng: 73.8744 }))).status).toBe(200);
    const answer = await track(token);
    expect(answer.status).toBe(200);
    const data = answer.body.data!;
    // The ends as the server labelled them at booking.
    const order = (await adminDb.doc(`${ORDERS}/${orderId}`).get()).data()!;
    expect(data).toMatchObject({
      kind: 'ride',
      status: 'assigned',
      vehicleType: 'bike',
      riderFirstName: 'Ravi',
      pickup: { label: order.pickup.address, coordinates: pickup },
      dropOff: { label: order.dropOff.address, coordinates: SHANIWAR_WADA.coordinates },
      position: { lat: 18.5469, lng: 73.8744, at: expect.any(Number) },
      eta: { toward: 'pickup', minutes: expect.any(Number), distanceKm: expect.any(Number) },
    });
    const text = JSON.stringify(answer.body);
    for (const secret of ['Shinde', '+91', customer.uid, rider.uid, orderId, 'phone', 'customer']) {
      expect(text).not.toContain(secret);
    }

    // The rider moves closer: the marker moves and the ETA falls.
    const before = data.eta as { minutes: number; distanceKm: number };
    await pause(reportSpacingMs);
    expect((await report(rider, fix({ lat: 18.5349, lng: 73.8744 }))).status).toBe(200);
    const closer = (await track(token)).body.data!;
    expect(closer.position).toMatchObject({ lat: 18.5349 });
    const after = closer.eta as { minutes: number; distanceKm: number };
    expect(after.distanceKm).toBeLessThan(before.distanceKm);
    expect(after.minutes).toBeLessThan(before.minutes);
  });

  it('while the order is open its customer may read the rider’s position, and nobody else may', async () => {
    expect(await readAs(customer, `${RIDER_POSITIONS}/${rider.uid}`)).toBe(200);
    expect(await readAs(otherCustomer, `${RIDER_POSITIONS}/${rider.uid}`)).toBe(403);
    expect((await positionOf(rider.uid))!.watchers).toEqual({ [orderId]: customer.uid });
  });

  it('reports while carrying the order leave a trail for admins, one point per 30 s, expiring after 30 days', async () => {
    const trail = await adminDb.collection(orderTrailPath(orderId)).get();
    expect(trail.size).toBeGreaterThanOrEqual(1);
    for (const point of trail.docs) {
      const at = point.get('at') as Timestamp;
      expect(point.id).toBe(String(Math.floor(at.toMillis() / 30_000)));
      expect((point.get('expireAt') as Timestamp).toMillis() - at.toMillis()).toBe(30 * 24 * 3600 * 1000);
    }
  });

  it('after pickup the ETA is to the drop-off; when the order ends the customer loses sight and the link ends an hour later', async () => {
    await pickUp(rider, orderId);
    await pause(reportSpacingMs);
    expect((await report(rider, fix(pickup))).status).toBe(200);
    expect((await track(token)).body.data).toMatchObject({ status: 'picked_up', eta: { toward: 'dropOff' } });

    expect((await move(rider, orderId, { to: 'delivered' })).status).toBe(200);
    expect(await readAs(customer, `${RIDER_POSITIONS}/${rider.uid}`)).toBe(403);
    expect((await positionOf(rider.uid))!.watchers).toEqual({});

    const ended = await track(token);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'delivered', position: null, eta: null });
    const link = (await adminDb.doc(`${TRACKING_LINKS}/${token}`).get()).data()!;
    const inAnHour = Date.now() + 60 * 60 * 1000;
    expect(Math.abs((link.expiresAt as Timestamp).toMillis() - inAnHour)).toBeLessThan(60_000);
    const privateShare = (await adminDb.doc(`${orderPrivatePath(orderId)}/share`).get()).data()!;
    expect((privateShare.expiresAt as Timestamp).toMillis()).toBe((link.expiresAt as Timestamp).toMillis());
    expect((await share(customer, orderId)).status).toBe(409);
  });

  it('a link past its end answers 404', async () => {
    const expired = 'expired-link-aaaaaaaaaaaaaaaa';
    await adminDb.doc(`${TRACKING_LINKS}/${expired}`).set({
      kind: 'ride',
      status: 'delivered',
      vehicleType: 'bike',
      revoked: false,
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
    });
    expect((await track(expired)).status).toBe(404);
  });
});
