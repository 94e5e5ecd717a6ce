import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  ensureAccount,
  notificationsAbout,
  orderHistory,
  warmFunctionWorkers,
} from '../support/booking-fixtures';
import { accept, decline, eventually, northOfPickup, offersOf } from '../support/dispatch';
import { move } from '../support/order-actors';
import {
  admin,
  book,
  customer,
  offDuty,
  rider,
  setAutoDispatch,
  useDispatchFile,
} from '../support/api-dispatch';
import { agraParcel, orderOf } from '../support/api-dispatch-orders';
import {
  DISPATCH_RUNS,
  ORDERS,
  RIDER_POSITIONS,
  RIDERS,
  riderOffersPath,
} from '@dropwise/domain/collections';

useDispatchFile();

describe('answers to an offer', () => {
  it('20 riders accept one order at the same moment: exactly one is assigned, with one history entry and one notice to the customer; the others get 409', async () => {
    await setAutoDispatch(false);
    const riders = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ensureAccount(`dispatch-race-${i}`, { rider: true }, { active: true, name: `Racer ${i}` }),
      ),
    );
    const id = await book(agraParcel());
    // The offers of a round of twenty, as a dispatch writes them.
    const expiresAt = Timestamp.fromMillis(Date.now() + 60_000);
    const batch = adminDb.batch();
    for (const one of riders) {
      batch.set(adminDb.doc(`${riderOffersPath(one.uid)}/${id}`), { orderId: id, expiresAt, round: 1 });
    }
    const uids = riders.map((one) => one.uid);
    batch.set(adminDb.doc(`${DISPATCH_RUNS}/${id}`), {
      round: 1,
      plan: [{ radiusKm: 3, shopId: null }],
      offeredTo: uids,
      tried: uids,
      declined: [],
      expired: [],
      expiresAt,
      offerSeconds: 60,
      batchSize: 20,
    });
    batch.update(adminDb.doc(`${ORDERS}/${id}`), {
      dispatch: { state: 'offering', round: 1, rounds: 1, offered: 20, until: expiresAt },
    });
    await batch.commit();

    // The functions emulator serves each concurrent request in a Node process of its own: start
    // some first, so the race measures the accepts rather than twenty cold starts at once.
    await warmFunctionWorkers(20);
    const answers = await Promise.all(riders.map((one) => accept(one, id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const winner = riders[answers.findIndex((answer) => answer.status === 200)]!;
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.error).toMatchObject({
        code: 'conflict',
        message: 'Another rider took this order first.',
      });
    }
    const order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'assigned',
      riderId: winner.uid,
      riderName: `Racer ${riders.indexOf(winner)}`,
    });
    expect(order.dispatch).toMatchObject({ state: 'accepted', offered: 0 });
    const history = await orderHistory(id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      from: 'pending',
      to: 'assigned',
      by: { uid: winner.uid, role: 'rider' },
      riderId: winner.uid,
      viaOffer: true,
    });
    const told = (await notificationsAbout(customer.uid, id)).filter(
      (entry) => (entry.message as { values: { status?: string } }).values.status === 'assigned',
    );
    expect(told).toHaveLength(1);
    for (const one of riders) expect(await offersOf(one.uid)).toEqual([]);
  }, 120_000);

  it('an admin accepting the order by hand while a rider accepts its offer leaves one assignment, and ends the offers', async () => {
    await setAutoDispatch(true);
    const racer = await rider('dispatch-vs-admin', northOfPickup(0.4));
    const other = await rider('dispatch-vs-admin-2', northOfPickup(0.6));
    const id = await book(agraParcel());
    await eventually(async () => (await offersOf(racer.uid)).includes(id));

    const [byHand, byOffer] = await Promise.all([move(admin, id, { to: 'accepted' }), accept(racer, id)]);
    expect([byHand.status, byOffer.status].sort()).toEqual([200, 409]);
    const history = await orderHistory(id);
    expect(history).toHaveLength(2);
    const order = await orderOf(id);
    if (byOffer.status === 200) {
      expect(order).toMatchObject({ status: 'assigned', riderId: racer.uid });
    } else {
      expect(order).toMatchObject({ status: 'accepted', riderId: null });
      expect(order.dispatch.state).toBe('manual');
    }
    expect(await offersOf(racer.uid)).toEqual([]);
    expect(await offersOf(other.uid)).toEqual([]);
    expect((await adminDb.doc(`${RIDER_POSITIONS}/${other.uid}`).get()).get('available')).toBe(true);
    await offDuty(racer, other);
  });

  it('the customer cancelling withdraws the offers', async () => {
    await setAutoDispatch(true);
    const held = await rider('dispatch-cancelled', northOfPickup(0.4));
    const id = await book(agraParcel());
    await eventually(async () => (await offersOf(held.uid)).includes(id));
    const cancelled = await move(admin, id, { to: 'cancelled', reason: 'Customer called to cancel' });
    expect(cancelled.status).toBe(200);
    expect(await offersOf(held.uid)).toEqual([]);
    expect((await accept(held, id)).status).toBe(409);
    await offDuty(held);
  });

  it('a rider whose record went inactive while holding an offer gets 403 on accept; the order stays open to them once active again', async () => {
    await setAutoDispatch(true);
    const held = await rider('dispatch-inactive', northOfPickup(0.35));
    const id = await book(agraParcel());
    await eventually(async () => (await offersOf(held.uid)).includes(id));
    const record = adminDb.doc(`${RIDERS}/${held.uid}`);
    await record.update({ active: false });
    try {
      const refused = await accept(held, id);
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('forbidden');
      expect(await orderOf(id)).toMatchObject({ status: 'pending', riderId: null });
    } finally {
      await record.update({ active: true });
    }
    expect((await accept(held, id)).status).toBe(200);
    expect(await orderOf(id)).toMatchObject({ status: 'assigned', riderId: held.uid });
    await move(admin, id, { to: 'cancelled', reason: 'Test over' });
    await offDuty(held);
  });

  it('a rider with no offer for an order gets 403 on accept and decline, and nothing changes', async () => {
    await setAutoDispatch(true);
    const holder = await rider('dispatch-holder', northOfPickup(0.3));
    const stranger = await ensureAccount(
      'dispatch-stranger',
      { rider: true },
      { active: true, name: 'Stranger' },
    );
    const id = await book(agraParcel());
    await eventually(async () => (await offersOf(holder.uid)).includes(id));
    expect((await accept(stranger, id)).status).toBe(403);
    expect((await decline(stranger, id)).status).toBe(403);
    expect((await accept(customer, id)).status).toBe(403);
    expect((await orderOf(id)).status).toBe('pending');
    expect(await offersOf(holder.uid)).toEqual([id]);
    expect((await decline(holder, id)).status).toBe(200);
    await offDuty(holder);
  });
});
