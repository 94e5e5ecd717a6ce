import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH_SETTINGS } from '@domain/dispatch';
import { advanceDispatch, startDispatch } from '../../functions/src/services/dispatch/dispatch-step';
import {
  rememberDispatchSettings,
  startEarlySearch,
} from '../../functions/src/services/dispatch/early-search';
import { findNearbyRiders } from '../../functions/src/services/dispatch/nearby-riders';
import {
  adminDb,
  bookOrder,
  callApi,
  ensureAccount,
  notificationsAbout,
  orderHistory,
  parcelRequest,
  warmFunctionWorkers,
} from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import {
  accept,
  AGRA_DROP_OFF,
  AGRA_PICKUP,
  decline,
  eventually,
  northOfPickup,
  offersOf,
  readSettings,
  riderOnDutyAt,
  saveSettings,
  stepDeps,
  useSettings,
} from '../support/dispatch';
import { setDuty } from '../support/live-trip';
import { move } from '../support/order-actors';

let admin: SignedInUser;
let customer: SignedInUser;

const SETTINGS = {
  auto: true,
  batchSize: 3,
  offerSeconds: 10,
  radiiKm: [3, 6, 10],
  scheduledLeadMinutes: 20,
};

/** A parcel (bikes carry parcels) picked up in Agra, where only this file's riders are on duty. */
const agraParcel = (overrides: Record<string, unknown> = {}) =>
  parcelRequest({
    pickup: { address: 'Taj Ganj, Agra', coordinates: AGRA_PICKUP },
    dropOff: { address: 'Agra Fort', coordinates: AGRA_DROP_OFF },
    ...overrides,
  });

const orderOf = async (id: string) => (await adminDb.doc(`orders/${id}`).get()).data()!;
const runOf = async (id: string) => (await adminDb.doc(`dispatchRuns/${id}`).get()).data();

/** Everyone this file put on duty goes off again, so no later offer can find them. */
const onDuty: SignedInUser[] = [];
async function rider(uid: string, where: { lat: number; lng: number }, options = {}) {
  const signedIn = await riderOnDutyAt(uid, where, options);
  onDuty.push(signedIn);
  return signedIn;
}
async function offDuty(...riders: SignedInUser[]) {
  for (const one of riders) await setDuty(one, false);
}

/**
 * Books while dispatch is off and gives the order's trigger time to run and pass, so a test that
 * then switches dispatch on drives the order's steps itself, with its own clock.
 */
async function bookForSteps(request: Record<string, unknown>): Promise<string> {
  await useSettings(admin, { ...SETTINGS, auto: false });
  const id = await bookOrder(customer.idToken, request);
  await new Promise((done) => setTimeout(done, 2_500));
  await useSettings(admin, SETTINGS);
  return id;
}

beforeAll(async () => {
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  // A customer of this file's own: its open orders never meet another file's cap.
  customer = await freshSignedInCustomer('Dispatch Customer');
});

afterAll(async () => {
  await offDuty(...onDuty);
  await useSettings(admin, { ...SETTINGS, auto: false, offerSeconds: 30 });
});

describe('GET and PUT /api/admin/dispatch', () => {
  it('an admin reads the settings in force and saves new ones; each save bumps the version', async () => {
    const before = await readSettings(admin);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      auto: expect.any(Boolean),
      batchSize: expect.any(Number),
      offerSeconds: expect.any(Number),
      radiiKm: expect.any(Array),
      scheduledLeadMinutes: expect.any(Number),
      version: expect.any(Number),
    });
    const version = before.body.data!.version as number;
    const saved = await saveSettings(admin, { ...SETTINGS, version });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, data: { ...SETTINGS, version: version + 1 } });
    expect((await readSettings(admin)).body.data).toEqual({ ...SETTINGS, version: version + 1 });
    expect((await adminDb.doc('config/dispatch').get()).get('updatedBy')).toBe(admin.uid);
  });

  it('a save made on an older version is refused with 409 and changes nothing', async () => {
    const current = (await readSettings(admin)).body.data!;
    const stale = await saveSettings(admin, {
      ...SETTINGS,
      batchSize: 5,
      version: (current.version as number) - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('conflict');
    expect((await readSettings(admin)).body.data).toEqual(current);
  });

  it.each([
    ['auto as text', { auto: 'yes' }, 'auto'],
    ['a batch of 0', { batchSize: 0 }, 'batchSize'],
    ['a batch of 11', { batchSize: 11 }, 'batchSize'],
    ['a batch of 2.5', { batchSize: 2.5 }, 'batchSize'],
    ['offers of 9 s', { offerSeconds: 9 }, 'offerSeconds'],
    ['offers of 121 s', { offerSeconds: 121 }, 'offerSeconds'],
    ['no radii', { radiiKm: [] }, 'radiiKm'],
    ['four radii', { radiiKm: [1, 2, 3, 4] }, 'radiiKm'],
    ['radii that shrink', { radiiKm: [6, 3] }, 'radiiKm'],
    ['a radius repeated', { radiiKm: [3, 3] }, 'radiiKm'],
    ['a radius over 50 km', { radiiKm: [3, 51] }, 'radiiKm'],
    ['a negative radius', { radiiKm: [-1, 3] }, 'radiiKm'],
    ['a radius as text', { radiiKm: ['3'] }, 'radiiKm'],
    ['a lead of 4 minutes', { scheduledLeadMinutes: 4 }, 'scheduledLeadMinutes'],
    ['a lead of 121 minutes', { scheduledLeadMinutes: 121 }, 'scheduledLeadMinutes'],
    ['a missing field', { batchSize: undefined }, 'batchSize'],
    ['a field the settings do not have', { maxRiders: 4 }, '_'],
  ])('%s is refused with 400 naming the field, and nothing changes', async (_name, change, field) => {
    const before = (await readSettings(admin)).body.data;
    const answer = await saveSettings(admin, { ...SETTINGS, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    // A list's field names the entry at fault, e.g. `radiiKm.1`.
    const named = Object.keys(answer.body.error?.fields ?? {});
    expect(named.some((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
    expect((await readSettings(admin)).body.data).toEqual(before);
  });

  it('customers and riders may not read or change them (403); signed out, 401', async () => {
    const someRider = await ensureAccount(
      'dispatch-settings-rider',
      { rider: true },
      { active: true, name: 'R' },
    );
    const before = (await readSettings(admin)).body.data;
    for (const user of [customer, someRider]) {
      expect((await readSettings(user)).status).toBe(403);
      expect((await saveSettings(user, { ...SETTINGS, batchSize: 1 })).status).toBe(403);
    }
    expect((await readSettings(null)).status).toBe(401);
    expect((await readSettings(admin)).body.data).toEqual(before);
  });

  it('the defaults are 3 riders, 30 s, 3, 6 and 10 km and 20 minutes, and dispatch by hand', () => {
    expect(DEFAULT_DISPATCH_SETTINGS).toMatchObject({
      auto: false,
      batchSize: 3,
      offerSeconds: 30,
      radiiKm: [3, 6, 10],
      scheduledLeadMinutes: 20,
    });
  });
});

describe('offers', () => {
  it('a new order is offered to the nearest free riders on duty; the offer says where, how far and the fare', async () => {
    await useSettings(admin, SETTINGS);
    const near = await rider('dispatch-near-1', northOfPickup(0.5));
    const nearer = await rider('dispatch-near-2', northOfPickup(0.2));
    const farther = await rider('dispatch-near-3', northOfPickup(2));
    const fourth = await rider('dispatch-near-4', northOfPickup(2.5));
    const id = await bookOrder(customer.idToken, agraParcel());
    await eventually(async () => (await offersOf(near.uid)).includes(id));

    expect(await offersOf(nearer.uid)).toEqual([id]);
    expect(await offersOf(farther.uid)).toEqual([id]);
    // A batch is three: the fourth nearest waits for the next round.
    expect(await offersOf(fourth.uid)).toEqual([]);
    const offer = (await adminDb.doc(`riders/${nearer.uid}/offers/${id}`).get()).data()!;
    const order = await orderOf(id);
    expect(offer).toMatchObject({
      orderId: id,
      pickup: { label: 'Taj Ganj, Agra', coordinates: AGRA_PICKUP },
      dropOff: { label: 'Agra Fort', coordinates: AGRA_DROP_OFF },
      fare: { amount: order.fare.amount, currency: 'INR' },
      tripKm: order.fare.distanceKm,
    });
    expect(offer.distanceToPickupKm).toBeCloseTo(0.2, 1);
    expect(offer.expiresAt.toMillis() - Date.now()).toBeGreaterThan(0);
    expect(offer.expiresAt.toMillis() - Date.now()).toBeLessThanOrEqual(10_000);
    expect(order.dispatch).toMatchObject({ state: 'offering', round: 1, rounds: 3, offered: 3 });
    const offerNotice = await notificationsAbout(nearer.uid, id);
    expect(offerNotice.map((entry) => (entry.message as { key: string }).key)).toEqual(['riderOffer']);

    const taken = await accept(nearer, id);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ success: true, data: { id, status: 'assigned' } });
    expect(await offersOf(near.uid)).toEqual([]);
    expect(await offersOf(farther.uid)).toEqual([]);
    await offDuty(near, nearer, farther, fourth);
  });

  it('a rider off duty, too far, on another vehicle, inactive or busy gets no offer; the free one does', async () => {
    await useSettings(admin, SETTINGS);
    const free = await rider('dispatch-eligible', northOfPickup(1.5));
    const wentOff = await rider('dispatch-off-duty', northOfPickup(0.1));
    await setDuty(wentOff, false);
    const tooFar = await rider('dispatch-too-far', northOfPickup(12));
    const car = await rider('dispatch-car', northOfPickup(0.1), { vehicleType: 'car' });
    const inactive = await rider('dispatch-inactive', northOfPickup(0.1));
    await adminDb.doc(`riders/${inactive.uid}`).update({ active: false });
    await adminDb.doc(`riderPositions/${inactive.uid}`).delete();
    const busy = await rider('dispatch-busy', northOfPickup(0.1));
    const busyOrder = await bookOrder(customer.idToken, parcelRequest());
    for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: busy.uid }]) {
      expect((await move(admin, busyOrder, body)).status).toBe(200);
    }

    const id = await bookOrder(customer.idToken, agraParcel());
    await eventually(async () => (await offersOf(free.uid)).includes(id));
    for (const left of [wentOff, tooFar, car, inactive, busy]) expect(await offersOf(left.uid)).toEqual([]);
    expect((await orderOf(id)).dispatch).toMatchObject({ state: 'offering', offered: 1 });
    expect((await decline(free, id)).status).toBe(200);
    await adminDb.doc(`riders/${inactive.uid}`).update({ active: true });
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
    expect((await adminDb.doc(`riderPositions/${switching.uid}`).get()).data()).toMatchObject({
      vehicleType: 'car',
      available: true,
    });
    await offDuty(switching);
  });

  it('with dispatch off, a new order gets no offer and no dispatch state: it waits on the board', async () => {
    await useSettings(admin, { ...SETTINGS, auto: false });
    const waiting = await rider('dispatch-when-off', northOfPickup(0.3));
    const id = await bookOrder(customer.idToken, agraParcel());
    // The trigger runs after the booking; give it the time an offer would take.
    await new Promise((done) => setTimeout(done, 3_000));
    expect(await offersOf(waiting.uid)).toEqual([]);
    expect((await orderOf(id)).dispatch).toBeUndefined();
    await offDuty(waiting);
  });
});

describe('answers to an offer', () => {
  it('20 riders accept one order at the same moment: exactly one is assigned, with one history entry and one notice to the customer; the others get 409', async () => {
    await useSettings(admin, { ...SETTINGS, auto: false });
    const riders = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ensureAccount(`dispatch-race-${i}`, { rider: true }, { active: true, name: `Racer ${i}` }),
      ),
    );
    const id = await bookOrder(customer.idToken, agraParcel());
    // The offers of a round of twenty, as a dispatch writes them.
    const expiresAt = Timestamp.fromMillis(Date.now() + 60_000);
    const batch = adminDb.batch();
    for (const one of riders) {
      batch.set(adminDb.doc(`riders/${one.uid}/offers/${id}`), { orderId: id, expiresAt, round: 1 });
    }
    const uids = riders.map((one) => one.uid);
    batch.set(adminDb.doc(`dispatchRuns/${id}`), {
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
    batch.update(adminDb.doc(`orders/${id}`), {
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
    await useSettings(admin, SETTINGS);
    const racer = await rider('dispatch-vs-admin', northOfPickup(0.4));
    const other = await rider('dispatch-vs-admin-2', northOfPickup(0.6));
    const id = await bookOrder(customer.idToken, agraParcel());
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
    expect((await adminDb.doc(`riderPositions/${other.uid}`).get()).get('available')).toBe(true);
    await offDuty(racer, other);
  });

  it('the customer cancelling withdraws the offers', async () => {
    await useSettings(admin, SETTINGS);
    const held = await rider('dispatch-cancelled', northOfPickup(0.4));
    const id = await bookOrder(customer.idToken, agraParcel());
    await eventually(async () => (await offersOf(held.uid)).includes(id));
    const cancelled = await move(admin, id, { to: 'cancelled', reason: 'Customer called to cancel' });
    expect(cancelled.status).toBe(200);
    expect(await offersOf(held.uid)).toEqual([]);
    expect((await accept(held, id)).status).toBe(409);
    await offDuty(held);
  });

  it('a rider with no offer for an order gets 403 on accept and decline, and nothing changes', async () => {
    await useSettings(admin, SETTINGS);
    const holder = await rider('dispatch-holder', northOfPickup(0.3));
    const stranger = await ensureAccount(
      'dispatch-stranger',
      { rider: true },
      { active: true, name: 'Stranger' },
    );
    const id = await bookOrder(customer.idToken, agraParcel());
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

describe('the first search, started beside the first read', () => {
  const stored = { ...DEFAULT_DISPATCH_SETTINGS, ...SETTINGS, version: 1 };
  const created = (overrides: Record<string, unknown> = {}) => ({
    pickup: { address: 'Taj Ganj, Agra', coordinates: AGRA_PICKUP },
    vehicleType: 'bike',
    shopId: null,
    asap: true,
    ...overrides,
  });

  it('starts only where this instance last read dispatch on, for an order wanted now, and finds what the round would', async () => {
    const near = await rider('dispatch-early-near', northOfPickup(0.4));
    rememberDispatchSettings({ ...stored, auto: false });
    expect(startEarlySearch(adminDb, created(), Date.now())).toBeNull();
    rememberDispatchSettings(stored);
    expect(startEarlySearch(adminDb, created({ asap: false }), Date.now())).toBeNull();
    expect(
      startEarlySearch(adminDb, created({ pickup: { address: 'No map point' } }), Date.now()),
    ).toBeNull();
    expect(startEarlySearch(adminDb, undefined, Date.now())).toBeNull();

    const early = startEarlySearch(adminDb, created(), Date.now());
    const found = await early!.found;
    const own = await findNearbyRiders(adminDb, {
      center: AGRA_PICKUP,
      radiusKm: 3,
      vehicleType: 'bike',
      shopId: null,
      exclude: new Set(),
      want: 5,
      now: Date.now(),
    });
    expect(found!.riders.map((one) => one.riderId)).toContain(near.uid);
    expect(found!.riders).toEqual(own.riders);
    await offDuty(near);
  });

  it('a round takes its answer only when it searched the same; otherwise the round searches for itself', async () => {
    const bike = await rider('dispatch-early-bike', northOfPickup(0.6));
    const car = await rider('dispatch-early-car', northOfPickup(0.1), { vehicleType: 'car' });
    rememberDispatchSettings(stored);

    // The event's copy says car, the stored order (a parcel) goes by bike: the car search is not used.
    const mismatched = await bookForSteps(agraParcel());
    const mismatchedReads: number[] = [];
    const first = await startDispatch(
      adminDb,
      mismatched,
      { ...stepDeps(), countReads: (documents: number) => void mismatchedReads.push(documents) },
      created({ vehicleType: 'car' }),
    );
    expect(first).toMatchObject({ outcome: 'offered', round: 1, riders: [bike.uid] });
    expect(await offersOf(car.uid)).toEqual([]);
    // The first read, both searches (the unused one was still billed), the offer transaction's reads.
    expect(mismatchedReads).toHaveLength(4);
    expect((await decline(bike, mismatched)).status).toBe(200);

    const matched = await bookForSteps(agraParcel());
    const reads: number[] = [];
    const deps = { ...stepDeps(), countReads: (documents: number) => void reads.push(documents) };
    const second = await startDispatch(adminDb, matched, deps, created());
    expect(second).toMatchObject({ outcome: 'offered', round: 1, riders: [bike.uid] });
    // The first read, one search, the offer transaction's reads.
    expect(reads).toHaveLength(3);
    expect((await decline(bike, matched)).status).toBe(200);
    await offDuty(bike, car);
  });
});

describe('declines and silence', () => {
  it('declines and an expired offer pass the order to the next round, then to the board as no rider found, and the admins are told', async () => {
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

    // d declines through the API: the round is over at once, the 10 km round finds nobody new.
    expect((await decline(d, id)).status).toBe(200);
    await eventually(async () => (await orderOf(id)).dispatch?.state === 'no_rider');
    expect((await orderOf(id)).status).toBe('pending');
    expect((await orderOf(id)).dispatch).toMatchObject({ round: 3, rounds: 3, offered: 0 });
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
      const position = await adminDb.doc(`riderPositions/${sleepy.uid}`).get();
      if (i < 2) expect(position.get('missedOffers')).toBe(i + 1);
    }
    expect((await adminDb.doc(`riderPositions/${sleepy.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`riders/${sleepy.uid}`).get()).get('onDuty')).toBe(false);
    const told = await adminDb
      .collection(`users/${sleepy.uid}/notifications`)
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
