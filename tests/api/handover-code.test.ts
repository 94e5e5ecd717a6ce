import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  bookOrder,
  callApi,
  notificationsAbout,
  orderHistory,
  parcelRequest,
} from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { assignedRide, orderState, pickUp } from '../support/live-trip';
import { handoverCodeOf, move, orderAt, signInOrderActors } from '../support/order-actors';
import { ORDERS } from '@dropwise/domain/collections';

let customer: SignedInUser;
let otherCustomer: SignedInUser;
let admin: SignedInUser;
let riderA: SignedInUser;
let riderB: SignedInUser;

beforeAll(async () => {
  ({ customer, otherCustomer, admin, riderA, riderB } = await signInOrderActors());
});

/** A code that is not the order's. */
const wrongCodeFor = async (orderId: string) =>
  String((Number(await handoverCodeOf(orderId)) + 1) % 10_000).padStart(4, '0');

describe('the handover code', () => {
  it('every booking gets a 4-digit code at orders/{id}/private/handover, and the order starts with no wrong attempts', async () => {
    const ride = await bookOrder(customer.idToken);
    const parcel = await bookOrder(customer.idToken, parcelRequest());
    for (const id of [ride, parcel]) {
      expect(await handoverCodeOf(id)).toMatch(/^\d{4}$/);
      expect(await orderState(id)).toMatchObject({ handoverAttempts: 0, handoverLocked: false });
    }
  });

  it('the demo orders have codes too', async () => {
    for (const id of ['demo-ride-assigned', 'demo-parcel-assigned', 'demo-ride-delivered']) {
      expect(await handoverCodeOf(id)).toMatch(/^\d{4}$/);
    }
  });

  it('a ride starts only with the passenger’s code: none is 400, a malformed one 400, neither counted', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const before = await orderState(id);
    for (const body of [
      { to: 'picked_up' },
      { to: 'picked_up', handoverCode: '12a4' },
      { to: 'picked_up', handoverCode: 1234 },
    ]) {
      const answer = await move(riderA, id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields).toHaveProperty('handoverCode');
    }
    expect(await orderState(id)).toEqual(before);
  });

  it('a wrong code answers 422 wrong_handover_code with the attempts left; only the attempt is stored', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const before = await orderState(id);
    const answer = await move(riderA, id, { to: 'picked_up', handoverCode: await wrongCodeFor(id) });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('wrong_handover_code');
    expect(answer.body.error?.message).toContain('4 attempts left');
    expect(await orderState(id)).toEqual({ ...before, handoverAttempts: 1 });
  });

  it('the right code moves the ride to picked up; replaying it answers 409 and changes nothing', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const code = await handoverCodeOf(id);
    expect((await move(riderA, id, { to: 'picked_up', handoverCode: code })).status).toBe(200);
    const after = await orderState(id);
    expect(after.status).toBe('picked_up');
    const replay = await move(riderA, id, { to: 'picked_up', handoverCode: code });
    expect(replay.status).toBe(409);
    expect(await orderState(id)).toEqual(after);
    // A ride is delivered without a code: the code guarded its start.
    expect((await move(riderA, id, { to: 'delivered' })).status).toBe(200);
  });

  it('a parcel is picked up without a code and delivered only with the receiver’s', async () => {
    const id = await orderAt('picked_up');
    const wrong = await move(riderA, id, { to: 'delivered', handoverCode: await wrongCodeFor(id) });
    expect(wrong.status).toBe(422);
    expect((await orderState(id)).status).toBe('picked_up');
    expect((await move(riderA, id, { to: 'delivered', handoverCode: await handoverCodeOf(id) })).status).toBe(
      200,
    );
  });

  it('another rider with the right code is refused (403) and nothing is stored', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const before = await orderState(id);
    const answer = await move(riderB, id, { to: 'picked_up', handoverCode: await handoverCodeOf(id) });
    expect(answer.status).toBe(403);
    expect(await orderState(id)).toEqual(before);
  });

  it('signed out, the code check is never reached: 401 and nothing is stored', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const before = await orderState(id);
    const answer = await callApi(`/api/orders/${id}/transition`, {
      body: { to: 'picked_up', handoverCode: await handoverCodeOf(id) },
    });
    expect(answer.status).toBe(401);
    expect(await orderState(id)).toEqual(before);
  });

  it('the order’s customer cannot move it with its own code (403), nor can another customer', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const before = await orderState(id);
    const code = await handoverCodeOf(id);
    expect((await move(customer, id, { to: 'picked_up', handoverCode: code })).status).toBe(403);
    expect((await move(otherCustomer, id, { to: 'picked_up', handoverCode: code })).status).toBe(403);
    expect(await orderState(id)).toEqual(before);
  });

  it('the fifth wrong code locks the step (423 handover_locked) and tells the admins; then even the right code is refused', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const wrong = await wrongCodeFor(id);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      statuses.push((await move(riderA, id, { to: 'picked_up', handoverCode: wrong })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    const locked = await orderState(id);
    expect(locked).toMatchObject({ status: 'assigned', handoverAttempts: 5, handoverLocked: true });

    const right = await move(riderA, id, { to: 'picked_up', handoverCode: await handoverCodeOf(id) });
    expect(right.status).toBe(423);
    expect(right.body.error?.code).toBe('handover_locked');
    expect(await orderState(id)).toEqual(locked);
    expect((await notificationsAbout(admin.uid, id)).map((n) => n.title)).toContain('Handover code locked');
  });

  it('once locked, an admin completes the step only with a reason, which the history records', async () => {
    const id = await assignedRide(customer, admin, riderA);
    await adminDb.doc(`${ORDERS}/${id}`).update({ handoverAttempts: 5, handoverLocked: true });
    const before = await orderState(id);
    const noReason = await move(admin, id, { to: 'picked_up' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields).toHaveProperty('reason');
    const badReason = await move(admin, id, { to: 'picked_up', reason: 'ok\u0007 fine' });
    expect(badReason.status).toBe(400);
    expect(await orderState(id)).toEqual(before);

    const answer = await move(admin, id, { to: 'picked_up', reason: 'Passenger showed ID on a call' });
    expect(answer.status).toBe(200);
    expect((await orderHistory(id)).at(-1)).toMatchObject({
      from: 'assigned',
      to: 'picked_up',
      by: { uid: admin.uid, role: 'admin' },
      reason: 'Passenger showed ID on a call',
      handoverOverride: true,
    });
  });

  it('an admin may not take the guarded step while the code is not locked (403)', async () => {
    const id = await assignedRide(customer, admin, riderA);
    const before = await orderState(id);
    expect((await move(admin, id, { to: 'picked_up', reason: 'Skipping the code' })).status).toBe(403);
    expect(await orderState(id)).toEqual(before);
    await pickUp(riderA, id);
  });
});
