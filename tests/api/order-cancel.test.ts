import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi, orderHistory } from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { cancel, orderAt, signInOrderActors, statusOf } from '../support/order-actors';
import { ORDERS } from '@dropwise/domain/collections';

let customer: SignedInUser;
let otherCustomer: SignedInUser;

beforeAll(async () => {
  ({ customer, otherCustomer } = await signInOrderActors());
});

describe('POST /api/orders/:id/cancel', () => {
  it.each(['pending', 'accepted'] as const)(
    'the customer may cancel their %s order with a reason',
    async (status) => {
      const id = await orderAt(status);
      const answer = await cancel(customer, id, 'Plans changed');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, from: status, status: 'cancelled' });
      const order = (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
      expect(order.cancelledBy).toEqual({ uid: customer.uid, role: 'customer' });
      expect(order.cancelReason).toBe('Plans changed');
      expect((await orderHistory(id)).at(-1)).toMatchObject({
        from: status,
        to: 'cancelled',
        reason: 'Plans changed',
      });
    },
  );

  it.each(['picked_up', 'delivered'] as const)(
    'the customer may not cancel an order that is %s: 409, nothing changes',
    async (status) => {
      const id = await orderAt(status);
      const answer = await cancel(customer, id, 'Too late now');
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('conflict');
      expect(await statusOf(id)).toBe(status);
    },
  );

  it('the customer may not cancel without a reason: 400 on the reason field', async () => {
    const id = await orderAt('pending');
    const answer = await cancel(customer, id);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toHaveProperty('reason');
    expect(await statusOf(id)).toBe('pending');
  });

  it("another customer may not cancel someone else's order: 404, as if it did not exist", async () => {
    const id = await orderAt('pending');
    const answer = await cancel(otherCustomer, id, 'Not mine');
    expect(answer.status).toBe(404);
    expect(await statusOf(id)).toBe('pending');
  });

  it('cancelling an order that does not exist answers 404, and an anonymous visitor 401', async () => {
    expect((await cancel(customer, 'no-such-order', 'Whatever')).status).toBe(404);
    const anonymous = await callApi('/api/orders/no-such-order/cancel', { body: { reason: 'Whatever' } });
    expect(anonymous.status).toBe(401);
  });
});
