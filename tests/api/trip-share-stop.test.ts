import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../support/booking-fixtures';
import { signInWithPhone } from '../support/emulators';
import { assignedRide } from '../support/live-trip';
import { admin, customer, otherCustomer, ride, rider, useTripShareFile } from '../support/api-trip-share';
import { share, tokenOf, track } from '../support/api-trip-share-calls';
import { TRACKING_LINKS, orderPrivatePath } from '@dropwise/domain/collections';

useTripShareFile('trip-share-stop-rider');

describe('stopping sharing', () => {
  it('DELETE answers 200; the link answers 404 from then on; sharing again makes a new link', async () => {
    const orderId = await assignedRide(customer, admin, rider, ride);
    const token = tokenOf((await share(customer, orderId)).body.data!.url);
    expect((await track(token)).status).toBe(200);

    const stopped = await share(customer, orderId, 'DELETE');
    expect(stopped.status).toBe(200);
    const gone = await track(token);
    expect(gone.status).toBe(404);
    expect(gone.body.error?.message).toBe('This trip is no longer shared.');
    expect((await adminDb.doc(`${orderPrivatePath(orderId)}/share`).get()).exists).toBe(false);
    expect((await adminDb.doc(`${TRACKING_LINKS}/${token}`).get()).get('revoked')).toBe(true);

    const again = await share(customer, orderId);
    expect(again.status).toBe(201);
    expect(tokenOf(again.body.data!.url)).not.toBe(token);
    expect((await track(token)).status).toBe(404);
  });

  it('only the order’s customer may share or stop sharing: another customer gets 404, the rider (no customer) 403, signed out 401; nothing is stored', async () => {
    const orderId = await assignedRide(customer, admin, rider, ride);
    for (const method of ['POST', 'DELETE']) {
      expect((await share(otherCustomer, orderId, method)).status).toBe(404);
      expect((await share(rider, orderId, method)).status).toBe(403);
      expect((await share(null, orderId, method)).status).toBe(401);
    }
    expect((await adminDb.doc(`${orderPrivatePath(orderId)}/share`).get()).exists).toBe(false);
    expect((await adminDb.collection(TRACKING_LINKS).where('orderId', '==', orderId).get()).size).toBe(0);
  });

  it('an unknown order answers 404, and an unknown or malformed token 404', async () => {
    expect((await share(customer, 'no-such-order')).status).toBe(404);
    expect((await track('AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await track('not a token')).status).toBe(404);
    expect((await track('short')).status).toBe(404);
  });
});

describe('a customer deleting their account', () => {
  it('ends their shared trips (404) and removes their orders’ handover code and shared link', async () => {
    const leaving = await signInWithPhone(`+1555555${String(Date.now() % 10_000).padStart(4, '0')}`);
    const orderId = await assignedRide(leaving, admin, rider, ride);
    const token = tokenOf((await share(leaving, orderId)).body.data!.url);
    expect((await track(token)).status).toBe(200);

    const deleted = await callApi('/api/account/delete', { method: 'POST', token: leaving.idToken });
    expect(deleted.status).toBe(200);
    expect((await track(token)).status).toBe(404);
    expect((await adminDb.doc(`${orderPrivatePath(orderId)}/share`).get()).exists).toBe(false);
    expect((await adminDb.doc(`${orderPrivatePath(orderId)}/handover`).get()).exists).toBe(false);
  });
});
