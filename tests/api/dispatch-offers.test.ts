import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, callApi, notificationsAbout, parcelRequest } from '../support/booking-fixtures';
import { sweepDispatch } from '../../functions/src/services/dispatch/dispatch-step';
import {
  accept,
  decline,
  eventually,
  northOfPickup,
  offersOf,
  stepDeps,
  useSettings,
} from '../support/dispatch';
import { setDuty } from '../support/live-trip';
import { move } from '../support/order-actors';
import {
  admin,
  AUTO_DISPATCH,
  book,
  bookForSteps,
  offDuty,
  rider,
  setAutoDispatch,
  useDispatchFile,
} from '../support/api-dispatch';
import { AGRA_FORT, agraParcel, orderOf, runOf, TAJ_GANJ } from '../support/api-dispatch-orders';
import {
  ORDERS,
  RIDERS,
  RIDER_POSITIONS,
  riderOffersPath,
  userTokensPath,
} from '@dropwise/domain/collections';

useDispatchFile();

describe('offers', () => {
  it('a new order is offered to the nearest free riders on duty; the offer says where, how far and the fare', async () => {
    await setAutoDispatch(true);
    const near = await rider('dispatch-near-1', northOfPickup(0.5));
    const nearer = await rider('dispatch-near-2', northOfPickup(0.2));
    const farther = await rider('dispatch-near-3', northOfPickup(2));
    const fourth = await rider('dispatch-near-4', northOfPickup(2.5));
    const id = await book(agraParcel());
    // The booking answers with its first offers already out, stored with the order in one write.
    const stored = await adminDb.doc(`${ORDERS}/${id}`).get();
    expect(stored.updateTime!.isEqual(stored.createTime!)).toBe(true);
    expect(await offersOf(near.uid)).toEqual([id]);
    expect(await offersOf(nearer.uid)).toEqual([id]);
    expect(await offersOf(farther.uid)).toEqual([id]);
    // A batch is three: the fourth nearest waits for the next round.
    expect(await offersOf(fourth.uid)).toEqual([]);
    const offer = (await adminDb.doc(`${riderOffersPath(nearer.uid)}/${id}`).get()).data()!;
    const order = await orderOf(id);
    expect(offer).toMatchObject({
      orderId: id,
      // The order's ends as the server labelled them.
      pickup: { label: order.pickup.address, coordinates: TAJ_GANJ.coordinates },
      dropOff: { label: order.dropOff.address, coordinates: AGRA_FORT.coordinates },
      fare: { amount: order.fare.amount, currency: 'INR' },
      tripKm: order.fare.distanceKm,
    });
    expect(offer.distanceToPickupKm).toBeCloseTo(0.2, 1);
    expect(offer.expiresAt.toMillis() - Date.now()).toBeGreaterThan(0);
    expect(offer.expiresAt.toMillis() - Date.now()).toBeLessThanOrEqual(10_000);
    expect(order.dispatch).toMatchObject({ state: 'offering', round: 1, rounds: 3, offered: 3 });
    const taken = await accept(nearer, id);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ success: true, data: { id, status: 'assigned' } });
    expect(await offersOf(near.uid)).toEqual([]);
    expect(await offersOf(farther.uid)).toEqual([]);
    await offDuty(near, nearer, farther, fourth);
  });

  it("an offer is pushed to its rider's devices from the offer itself, and leaves nothing in their feed", async () => {
    // The offer must still stand when the push gives up on FCM, which can take seconds here.
    await useSettings(admin, { ...AUTO_DISPATCH, offerSeconds: 120 });
    const offered = await rider('dispatch-pushed', northOfPickup(0.3));
    const token = `fake-fcm-token-${randomUUID()}`;
    await adminDb
      .doc(`${userTokensPath(offered.uid)}/${createHash('sha256').update(token).digest('hex')}`)
      .set({
        token,
        platform: 'web',
        userAgent: 'api test',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    const id = await book(agraParcel());
    const offer = adminDb.doc(`${riderOffersPath(offered.uid)}/${id}`);
    // FCM is unreachable here, so the send fails, and a push that missed a device is recorded.
    await eventually(async () => (await offer.get()).get('push.failed') === 1, 60_000);
    expect((await offer.get()).get('push')).toMatchObject({ tokens: 1, sent: 0, failed: 1, language: 'en' });
    expect(await notificationsAbout(offered.uid, id)).toEqual([]);
    await offDuty(offered);
  }, 90_000);

  it('a rider off duty, too far, on another vehicle, inactive or busy gets no offer; the free one does', async () => {
    await setAutoDispatch(true);
    const free = await rider('dispatch-eligible', northOfPickup(1.5));
    const wentOff = await rider('dispatch-off-duty', northOfPickup(0.1));
    await setDuty(wentOff, false);
    const tooFar = await rider('dispatch-too-far', northOfPickup(12));
    const car = await rider('dispatch-car', northOfPickup(0.1), { vehicleType: 'car' });
    const inactive = await rider('dispatch-inactive', northOfPickup(0.1));
    await adminDb.doc(`${RIDERS}/${inactive.uid}`).update({ active: false });
    await adminDb.doc(`${RIDER_POSITIONS}/${inactive.uid}`).delete();
    const busy = await rider('dispatch-busy', northOfPickup(0.1));
    // Booked while dispatch is off, so that no one is offered it.
    const busyOrder = await bookForSteps(parcelRequest());
    for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: busy.uid }]) {
      expect((await move(admin, busyOrder, body)).status).toBe(200);
    }

    const id = await book(agraParcel());
    await eventually(async () => (await offersOf(free.uid)).includes(id));
    for (const left of [wentOff, tooFar, car, inactive, busy]) expect(await offersOf(left.uid)).toEqual([]);
    expect((await orderOf(id)).dispatch).toMatchObject({ state: 'offering', offered: 1 });
    expect((await decline(free, id)).status).toBe(200);
    await adminDb.doc(`${RIDERS}/${inactive.uid}`).update({ active: true });
    await offDuty(free, tooFar, car, inactive, busy);
  });

  it('an admin changing an on-duty rider’s vehicle type or shop changes what dispatch sees at once', async () => {
    const switching = await rider('dispatch-switching', northOfPickup(0.3));
    const changed = await callApi(`/api/admin/riders/${switching.uid}`, {
      method: 'PATCH',
      token: admin.idToken,
      body: { vehicleType: 'car' },
    });
    expect(changed.status).toBe(200);
    expect((await adminDb.doc(`${RIDER_POSITIONS}/${switching.uid}`).get()).data()).toMatchObject({
      vehicleType: 'car',
      available: true,
    });
    await offDuty(switching);
  });

  it('with dispatch off, a new order gets no offer and no dispatch state: it waits on the board', async () => {
    await setAutoDispatch(false);
    const waiting = await rider('dispatch-when-off', northOfPickup(0.3));
    const id = await book(agraParcel());
    // The booking request runs the dispatch's start before it answers.
    expect(await offersOf(waiting.uid)).toEqual([]);
    expect((await orderOf(id)).dispatch).toBeNull();
    await offDuty(waiting);
  });

  it('an order whose booking request never started its dispatch is started by the minute sweep', async () => {
    await setAutoDispatch(false);
    // Booked while dispatch was off, then on: as a request that died after storing its order.
    const id = await book(agraParcel());
    await setAutoDispatch(true);
    expect((await orderOf(id)).dispatch).toBeNull();
    // A clock 29.5 minutes on, so that only orders booked in the last half minute are in the
    // sweep's window. No rider has reported within those minutes, so the order waits for one.
    const later = stepDeps(29.5 * 60_000);
    await sweepDispatch(adminDb, later);
    expect((await orderOf(id)).dispatch).toMatchObject({ state: 'waiting', waitingFor: 'rider', round: 3 });
    expect(await runOf(id)).toMatchObject({ round: 3, tried: [] });
  });
});
