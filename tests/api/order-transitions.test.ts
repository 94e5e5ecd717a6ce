import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, notificationsAbout, orderHistory } from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { cancel, move, orderAt, signInOrderActors, statusOf } from '../support/order-actors';
import { ORDERS } from '@dropwise/domain/collections';

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
    const order = (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
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
    expect((await adminDb.doc(`${ORDERS}/${id}`).get()).get('riderId')).toBe(riderB.uid);
    expect((await orderHistory(id)).at(-1)).toMatchObject({
      from: 'assigned',
      to: 'assigned',
      riderId: riderB.uid,
    });
    expect(await notificationsAbout(riderB.uid, id)).toHaveLength(1);
    expect((await notificationsAbout(riderA.uid, id)).map((n) => n.title)).toContain('Order reassigned');
  });

  it('a rider may mark their order failed only with a reason', async () => {
    const id = await orderAt('picked_up');
    const noReason = await move(riderA, id, { to: 'failed' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields).toHaveProperty('reason');
    const answer = await move(riderA, id, { to: 'failed', reason: 'Receiver not reachable' });
    expect(answer.status).toBe(200);
    const order = (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
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
