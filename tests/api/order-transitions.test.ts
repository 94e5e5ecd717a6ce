import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, notificationsAbout, orderHistory } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { cancel, move, orderAt, signInOrderActors, statusOf } from '../support/order-actors';

let customer: SignedInUser;
let admin: SignedInUser;
let riderA: SignedInUser;
let riderB: SignedInUser;

beforeAll(async () => {
  ({ customer, admin, riderA, riderB } = await signInOrderActors());
});

describe('POST /api/orders/:id/transition', () => {
  it('the admin accepts and assigns, the rider picks up and delivers; each step has a history entry', async () => {
    const id = await orderAt('delivered');
    const history = await orderHistory(id);
    expect(history.map((entry) => [entry.from, entry.to, (entry.by as { role: string }).role])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'accepted', 'admin'],
      ['accepted', 'assigned', 'admin'],
      ['assigned', 'picked_up', 'rider'],
      ['picked_up', 'delivered', 'rider'],
    ]);
    expect(history.map((entry) => entry.n)).toEqual([0, 1, 2, 3, 4]);
    const order = (await adminDb.doc(`orders/${id}`).get()).data()!;
    expect(order).toMatchObject({
      status: 'delivered',
      riderId: riderA.uid,
      riderName: 'Rider A',
      historyCount: 5,
    });
  });

  it('each change queues a notification for the customer, and for the rider once assigned', async () => {
    const id = await orderAt('picked_up');
    const toCustomer = await notificationsAbout(customer.uid, id);
    // booked, accepted, assigned, picked up
    expect(toCustomer).toHaveLength(4);
    expect(toCustomer.every((notification) => notification.link === `/parcelHistory/${id}`)).toBe(true);
    expect(toCustomer.some((notification) => String(notification.body).includes('Rider A'))).toBe(true);
    // Assigned only: rider A marked it picked up, and nobody is told of their own action.
    expect((await notificationsAbout(riderA.uid, id)).map((n) => n.title)).toEqual(['New order assigned']);
  });

  it('nobody is notified of their own action: the rider who delivers and the customer who cancels', async () => {
    const delivered = await orderAt('delivered');
    expect((await notificationsAbout(riderA.uid, delivered)).map((n) => n.title)).toEqual([
      'New order assigned',
    ]);
    expect(await notificationsAbout(customer.uid, delivered)).toHaveLength(5);

    const cancelled = await orderAt('accepted');
    expect((await cancel(customer, cancelled, 'Plans changed')).status).toBe(200);
    const titles = (await notificationsAbout(customer.uid, cancelled)).map((n) => n.title);
    expect(titles).toHaveLength(2);
    expect(titles).not.toContain('Parcel: Cancelled');

    // The same cancellation by an admin is news to the customer.
    const byAdmin = await orderAt('accepted');
    expect((await cancel(admin, byAdmin, 'Out of riders')).status).toBe(200);
    expect((await notificationsAbout(customer.uid, byAdmin)).map((n) => n.title)).toContain(
      'Parcel: Cancelled',
    );
  });

  it('the admin may reassign an assigned order to a different rider; both riders are told', async () => {
    const id = await orderAt('assigned');
    const answer = await move(admin, id, { to: 'assigned', riderId: riderB.uid });
    expect(answer.status).toBe(200);
    expect((await adminDb.doc(`orders/${id}`).get()).get('riderId')).toBe(riderB.uid);
    expect((await orderHistory(id)).at(-1)).toMatchObject({
      from: 'assigned',
      to: 'assigned',
      riderId: riderB.uid,
    });
    expect(await notificationsAbout(riderB.uid, id)).toHaveLength(1);
    expect((await notificationsAbout(riderA.uid, id)).map((n) => n.title)).toContain('Order reassigned');
  });

  it('the admin may not reassign to the same rider (409), nor assign an inactive or unknown rider (400)', async () => {
    const id = await orderAt('assigned');
    expect((await move(admin, id, { to: 'assigned', riderId: riderA.uid })).status).toBe(409);
    const accepted = await orderAt('accepted');
    const inactive = await move(admin, accepted, { to: 'assigned', riderId: 'booking-rider-off' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error?.fields).toHaveProperty('riderId');
    expect((await move(admin, accepted, { to: 'assigned', riderId: 'nobody-at-all' })).status).toBe(400);
    expect((await move(admin, accepted, { to: 'assigned' })).status).toBe(400);
    expect(await statusOf(accepted)).toBe('accepted');
  });

  it("a rider moving someone else's order gets 403 and nothing changes", async () => {
    const id = await orderAt('assigned');
    const answer = await move(riderB, id, { to: 'picked_up' });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('forbidden');
    expect(await statusOf(id)).toBe('assigned');
  });

  it('a rider may not accept or assign (403) nor deliver before picking up (409)', async () => {
    const pending = await orderAt('pending');
    // Not assigned to them at all: refused before the state machine is asked.
    expect((await move(riderA, pending, { to: 'accepted' })).status).toBe(403);
    const assigned = await orderAt('assigned');
    expect((await move(riderA, assigned, { to: 'delivered' })).status).toBe(409);
    expect((await move(riderA, assigned, { to: 'cancelled', reason: 'Tired' })).status).toBe(403);
    expect(await statusOf(assigned)).toBe('assigned');
  });

  it('a rider may mark their order failed only with a reason', async () => {
    const id = await orderAt('picked_up');
    const noReason = await move(riderA, id, { to: 'failed' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields).toHaveProperty('reason');
    const answer = await move(riderA, id, { to: 'failed', reason: 'Receiver not reachable' });
    expect(answer.status).toBe(200);
    const order = (await adminDb.doc(`orders/${id}`).get()).data()!;
    expect(order).toMatchObject({
      status: 'failed',
      failReason: 'Receiver not reachable',
      failedBy: { uid: riderA.uid, role: 'rider' },
    });
  });

  it('the admin may cancel an assigned order with a reason, and nobody may move it afterwards', async () => {
    const id = await orderAt('assigned');
    expect((await move(admin, id, { to: 'cancelled', reason: 'Customer called to cancel' })).status).toBe(
      200,
    );
    expect((await move(admin, id, { to: 'accepted' })).status).toBe(409);
    // The rider keeps seeing the order they were assigned, but may no longer move it.
    expect((await move(riderA, id, { to: 'picked_up' })).status).toBe(409);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('the admin may not skip steps: pending straight to delivered or assigned is refused', async () => {
    const id = await orderAt('pending');
    expect((await move(admin, id, { to: 'delivered' })).status).toBe(403);
    expect((await move(admin, id, { to: 'assigned', riderId: riderA.uid })).status).toBe(409);
    expect(await statusOf(id)).toBe('pending');
  });

  it('a customer or an education admin may not use the transition endpoint: 403', async () => {
    const id = await orderAt('pending');
    expect((await move(customer, id, { to: 'cancelled', reason: 'Via the wrong door' })).status).toBe(403);
    const eduAdmin = await signInWithPassword(demo.eduAdmin.email, demo.eduAdmin.password);
    expect((await move(eduAdmin, id, { to: 'accepted' })).status).toBe(403);
    expect(await statusOf(id)).toBe('pending');
  });

  it('an unknown status is refused with 400, and an unknown order with 404', async () => {
    const id = await orderAt('pending');
    const answer = await move(admin, id, { to: 'teleported' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toHaveProperty('to');
    expect((await move(admin, 'no-such-order', { to: 'accepted' })).status).toBe(404);
  });

  it('two admins accepting the same order at once: one succeeds, the other gets 409, one history entry', async () => {
    const id = await orderAt('pending');
    const answers = await Promise.all([
      move(admin, id, { to: 'accepted' }),
      move(admin, id, { to: 'accepted' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await orderHistory(id)).filter((entry) => entry.to === 'accepted')).toHaveLength(1);
  });
});
