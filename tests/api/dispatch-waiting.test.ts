import { describe, expect, it } from 'vitest';
import { advanceDispatch, startDispatch } from '../../functions/src/services/dispatch/dispatch-step';
import { adminDb, notificationsAbout } from '../support/booking-fixtures';
import {
  accept,
  decline,
  AGRA_PICKUP,
  eventually,
  northOfPickup,
  offersOf,
  stepDeps,
  useSettings,
} from '../support/dispatch';
import { fix, pastReportSpacing, report } from '../support/live-trip';
import { handoverCodeOf, move } from '../support/order-actors';
import {
  admin,
  AUTO_DISPATCH,
  book,
  bookForSteps,
  customer,
  offDuty,
  rider,
  setAutoDispatch,
  useDispatchFile,
} from '../support/api-dispatch';
import { agraParcel, orderOf, runOf, TAJ_GANJ } from '../support/api-dispatch-orders';
import { ORDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';

useDispatchFile();

const MINUTE = 60_000;
const stateOf = async (id: string) => (await orderOf(id)).dispatch as Record<string, unknown> | undefined;
const keysOf = async (uid: string, orderId: string) =>
  (await notificationsAbout(uid, orderId)).map((entry) => (entry.message as { key: string }).key);

describe('an order that finds every rider busy', () => {
  it('waits, and is offered to the first rider who frees up within 2 seconds of their delivery, with no sweep', async () => {
    await setAutoDispatch(true);
    const only = await rider('dispatch-wait-only', northOfPickup(0.5));
    const first = await book(agraParcel());
    await eventually(async () => (await offersOf(only.uid)).includes(first));
    expect((await accept(only, first)).status).toBe(200);

    const bookedAt = Date.now();
    const second = await book(agraParcel());
    await eventually(async () => (await stateOf(second))?.state === 'waiting');
    const waiting = (await orderOf(second)).dispatch;
    expect(waiting).toMatchObject({ state: 'waiting', waitingFor: 'rider', offered: 0, round: 3, rounds: 3 });
    // The default longest wait: 10 minutes from when it began.
    expect(waiting.until.toMillis() - bookedAt).toBeGreaterThan(9.5 * MINUTE);
    expect(waiting.until.toMillis() - bookedAt).toBeLessThan(10.5 * MINUTE);
    expect(await offersOf(only.uid)).toEqual([]);

    expect((await move(only, first, { to: 'picked_up' })).status).toBe(200);
    const code = await handoverCodeOf(first);
    expect((await move(only, first, { to: 'delivered', handoverCode: code })).status).toBe(200);
    const freedAt = Date.now();
    await eventually(async () => (await offersOf(only.uid)).includes(second), 2_000);
    expect(Date.now() - freedAt).toBeLessThan(2_000);
    expect(await stateOf(second)).toMatchObject({ state: 'offering', offered: 1 });
    expect((await runOf(second))!.tried).toEqual([only.uid]);
    expect((await accept(only, second)).status).toBe(200);
    expect((await orderOf(second)).status).toBe('assigned');
    await offDuty(only);
  });

  it('a rider coming on duty takes the oldest waiting order first, and after declining it the next one', async () => {
    await setAutoDispatch(true);
    const older = await book(agraParcel());
    await eventually(async () => (await stateOf(older))?.state === 'waiting');
    const newer = await book(agraParcel());
    await eventually(async () => (await stateOf(newer))?.state === 'waiting');

    // Going on duty, then the first position report of the shift: the rider is free and near.
    const late = await rider('dispatch-wait-late', northOfPickup(1));
    await eventually(async () => (await offersOf(late.uid)).length > 0, 2_000);
    expect(await offersOf(late.uid)).toEqual([older]);
    expect(await stateOf(newer)).toMatchObject({ state: 'waiting' });

    expect((await decline(late, older)).status).toBe(200);
    await eventually(async () => (await offersOf(late.uid)).includes(newer), 2_000);
    expect(await offersOf(late.uid)).toEqual([newer]);
    // Nobody is offered the same order twice: the older one waits for someone else.
    expect(await stateOf(older)).toMatchObject({ state: 'waiting', waitingFor: 'rider' });
    const position = await adminDb.doc(`${RIDER_POSITIONS}/${late.uid}`).get();
    expect(position.get('offerOrderId')).toBe(newer);
    await offDuty(late);
  });

  it('a rider who declined the five oldest waiting orders is still offered the sixth', async () => {
    await setAutoDispatch(true);
    const orders: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const id = await book(agraParcel());
      await eventually(async () => (await stateOf(id))?.state === 'waiting');
      orders.push(id);
    }
    const picky = await rider('dispatch-wait-picky', northOfPickup(1));
    try {
      for (const id of orders.slice(0, 5)) {
        await eventually(async () => (await offersOf(picky.uid)).includes(id), 2_000);
        expect((await decline(picky, id)).status).toBe(200);
      }
      await eventually(async () => (await offersOf(picky.uid)).includes(orders[5]!), 2_000);
      expect(await stateOf(orders[0]!)).toMatchObject({ state: 'waiting', waitingFor: 'rider' });
    } finally {
      // Left on duty, the rider would take the next tests' orders.
      await offDuty(picky);
    }
  });

  it('waits no longer than the setting, then goes to the board as no rider found, and the customer and the admins are told', async () => {
    const id = await bookForSteps(agraParcel());
    await useSettings(admin, { ...AUTO_DISPATCH, maxWaitMinutes: 2 });
    const deps = stepDeps();
    deps.admins.push(admin.uid);
    const started = await startDispatch(adminDb, id, deps);
    expect(started).toMatchObject({ outcome: 'waiting' });
    const until = (started as { until: number }).until;
    expect(until - Date.now()).toBeGreaterThan(1.9 * MINUTE);
    expect(until - Date.now()).toBeLessThanOrEqual(2 * MINUTE);
    expect(deps.wakes).toEqual([{ orderId: id, at: until }]);

    expect(await advanceDispatch(adminDb, id, stepDeps(MINUTE))).toMatchObject({
      outcome: 'not_yet',
      at: until,
    });
    expect(await stateOf(id)).toMatchObject({ state: 'waiting', waitingFor: 'rider' });

    const over = stepDeps(2 * MINUTE + 1_000);
    over.admins.push(admin.uid);
    expect(await advanceDispatch(adminDb, id, over)).toEqual({ outcome: 'no_rider' });
    expect(await stateOf(id)).toMatchObject({ state: 'no_rider', offered: 0, until: null });
    expect((await orderOf(id)).status).toBe('pending');
    expect(await keysOf(customer.uid, id)).toContain('orderNoRider');
    expect(await keysOf(admin.uid, id)).toContain('dispatchNoRider');
    // Once given up, a rider freeing up is not offered it: it is the admins' to assign.
    const after = await rider('dispatch-wait-after', northOfPickup(0.3));
    expect(await offersOf(after.uid)).toEqual([]);
    await offDuty(after);
  });

  it('an order with no point to search from does not wait: it goes to the board at once', async () => {
    const id = await bookForSteps(agraParcel());
    // As orders booked before every end had to be located: the pickup has no point.
    await adminDb.doc(`${ORDERS}/${id}`).update({ 'pickup.coordinates': null });
    expect(await startDispatch(adminDb, id, stepDeps())).toEqual({ outcome: 'no_rider' });
    expect(await stateOf(id)).toMatchObject({ state: 'no_rider' });
  });

  it('a rider who delivers near a waiting order is offered it at once, though their last report was far away', async () => {
    await setAutoDispatch(true);
    // 15 km out, beyond the widest radius (10 km); their trip ends at the waiting order's pickup.
    const far = northOfPickup(15);
    const carrier = await rider('dispatch-wait-carrier', far);
    const trip = await book(agraParcel({ pickup: { coordinates: far }, dropOff: TAJ_GANJ }));
    await eventually(async () => (await offersOf(carrier.uid)).includes(trip));
    expect((await accept(carrier, trip)).status).toBe(200);
    expect((await move(carrier, trip, { to: 'picked_up' })).status).toBe(200);
    const waiting = await book(agraParcel());
    await eventually(async () => (await stateOf(waiting))?.state === 'waiting');

    // No report on the way: the server last heard of the rider 15 km out.
    const code = await handoverCodeOf(trip);
    expect((await move(carrier, trip, { to: 'delivered', handoverCode: code })).status).toBe(200);
    const freedAt = Date.now();
    await eventually(async () => (await offersOf(carrier.uid)).includes(waiting), 2_000);
    expect(Date.now() - freedAt).toBeLessThan(2_000);
    const position = (await adminDb.doc(`${RIDER_POSITIONS}/${carrier.uid}`).get()).data()!;
    expect({ lat: position.lat, lng: position.lng }).toEqual(AGRA_PICKUP);
    await offDuty(carrier);
  });

  it('a free rider who comes within reach of a waiting order is offered it with their next position', async () => {
    await setAutoDispatch(true);
    // 15 km out: beyond the widest radius (10 km), so the order finds nobody and waits.
    const away = await rider('dispatch-wait-away', northOfPickup(15));
    const id = await book(agraParcel());
    await eventually(async () => (await stateOf(id))?.state === 'waiting');
    expect(await offersOf(away.uid)).toEqual([]);

    await pastReportSpacing();
    expect((await report(away, fix(northOfPickup(2)))).status).toBe(200);
    expect(await offersOf(away.uid)).toEqual([id]);
    expect(await stateOf(id)).toMatchObject({ state: 'offering', offered: 1 });
    await offDuty(away);
  });
});
