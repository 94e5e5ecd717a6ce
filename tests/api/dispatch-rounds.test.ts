import { describe, expect, it } from 'vitest';
import { advanceDispatch, startDispatch } from '../../functions/src/services/dispatch/dispatch-step';
import { adminDb, notificationsAbout } from '../support/booking-fixtures';
import { decline, eventually, northOfPickup, offersOf, stepDeps } from '../support/dispatch';
import { admin, bookForSteps, offDuty, rider, useDispatchFile } from '../support/api-dispatch';
import { agraParcel, orderOf, runOf } from '../support/api-dispatch-orders';
import { RIDERS, RIDER_POSITIONS, userNotificationsPath } from '@dropwise/domain/collections';

useDispatchFile();

describe('declines and silence', () => {
  it('declines and an expired offer pass the order to the next round, then it waits, then goes to the board as no rider found, and the admins are told', async () => {
    const a = await rider('dispatch-round-a', northOfPickup(0.5));
    const b = await rider('dispatch-round-b', northOfPickup(1));
    const c = await rider('dispatch-round-c', northOfPickup(1.5));
    const d = await rider('dispatch-round-d', northOfPickup(5));
    const id = await bookForSteps(agraParcel());
    const deps = stepDeps();
    deps.admins.push(admin.uid);
    const first = await startDispatch(adminDb, id, deps);
    expect(first).toMatchObject({ outcome: 'offered', round: 1 });
    expect(new Set((first as { riders: string[] }).riders)).toEqual(new Set([a.uid, b.uid, c.uid]));
    expect(deps.wakes).toEqual([{ orderId: id, at: (first as { expiresAt: number }).expiresAt }]);

    expect((await decline(a, id)).status).toBe(200);
    expect((await decline(b, id)).status).toBe(200);
    expect(await offersOf(d.uid)).toEqual([]);
    // Early, nothing moves; the timer is set again.
    expect(await advanceDispatch(adminDb, id, deps)).toMatchObject({ outcome: 'not_yet' });
    expect(await offersOf(c.uid)).toEqual([id]);

    const later = stepDeps(11_000);
    later.admins.push(admin.uid);
    const second = await advanceDispatch(adminDb, id, later);
    expect(second).toMatchObject({ outcome: 'offered', round: 2, riders: [d.uid] });
    expect(await offersOf(c.uid)).toEqual([]);
    expect(await runOf(id)).toMatchObject({
      expired: [c.uid],
      declined: expect.arrayContaining([a.uid, b.uid]),
    });
    expect((await orderOf(id)).dispatch).toMatchObject({
      state: 'offering',
      round: 2,
      rounds: 3,
      offered: 1,
    });

    // d declines through the API: the round is over at once, the 10 km round finds nobody new, and
    // the order waits for a rider to free up; when the longest wait is over, nobody took it.
    expect((await decline(d, id)).status).toBe(200);
    await eventually(async () => (await orderOf(id)).dispatch?.state === 'waiting');
    expect((await orderOf(id)).dispatch).toMatchObject({ waitingFor: 'rider', round: 3, rounds: 3 });
    const over = stepDeps(11 * 60_000);
    over.admins.push(admin.uid);
    expect(await advanceDispatch(adminDb, id, over)).toEqual({ outcome: 'no_rider' });
    expect((await orderOf(id)).status).toBe('pending');
    expect((await orderOf(id)).dispatch).toMatchObject({
      state: 'no_rider',
      round: 3,
      rounds: 3,
      offered: 0,
    });
    await eventually(async () =>
      (await notificationsAbout(admin.uid, id)).some(
        (entry) => (entry.message as { key: string }).key === 'dispatchNoRider',
      ),
    );
    // Nobody is offered the order twice.
    for (const one of [a, b, c, d]) expect(await offersOf(one.uid)).toEqual([]);
    await offDuty(a, b, c, d);
  });

  it('a rider who lets three offers in a row run out is put off duty and told why', async () => {
    const sleepy = await rider('dispatch-sleepy', northOfPickup(0.2));
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await bookForSteps(agraParcel()));
    for (const [i, id] of ids.entries()) {
      expect(await startDispatch(adminDb, id, stepDeps())).toMatchObject({
        outcome: 'offered',
        riders: [sleepy.uid],
      });
      await advanceDispatch(adminDb, id, stepDeps(11_000));
      const position = await adminDb.doc(`${RIDER_POSITIONS}/${sleepy.uid}`).get();
      if (i < 2) expect(position.get('missedOffers')).toBe(i + 1);
    }
    expect((await adminDb.doc(`${RIDER_POSITIONS}/${sleepy.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`${RIDERS}/${sleepy.uid}`).get()).get('onDuty')).toBe(false);
    const told = await adminDb
      .collection(userNotificationsPath(sleepy.uid))
      .where('message.key', '==', 'riderMissedOffers')
      .get();
    expect(told.size).toBe(1);
  });

  it('a scheduled ride waits until its lead time, then gets its first round', async () => {
    const driver = await rider('dispatch-scheduled', northOfPickup(0.3), { vehicleType: 'auto' });
    // Its offers start 20 minutes before the pickup: a few seconds from now.
    const pickupAt = new Date(Date.now() + 20 * 60_000 + 8_000);
    const id = await bookForSteps({
      ...agraParcel(),
      kind: 'ride',
      vehicleType: 'auto',
      passengers: 1,
      parcel: undefined,
      scheduledAt: pickupAt.toISOString(),
    });
    const deps = stepDeps();
    const waiting = await startDispatch(adminDb, id, deps);
    const startAt = pickupAt.getTime() - 20 * 60_000;
    expect(waiting).toEqual({ outcome: 'waiting', until: startAt });
    expect(deps.wakes).toEqual([{ orderId: id, at: startAt }]);
    expect((await orderOf(id)).dispatch).toMatchObject({ state: 'waiting' });
    expect(await advanceDispatch(adminDb, id, stepDeps())).toMatchObject({ outcome: 'not_yet', at: startAt });
    expect(await offersOf(driver.uid)).toEqual([]);

    const due = stepDeps(startAt - Date.now() + 1_000);
    expect(await advanceDispatch(adminDb, id, due)).toMatchObject({
      outcome: 'offered',
      riders: [driver.uid],
    });
    expect(await offersOf(driver.uid)).toEqual([id]);
    expect((await decline(driver, id)).status).toBe(200);
    await offDuty(driver);
  });
});
