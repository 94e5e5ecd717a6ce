import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, bookOrder, notificationsAbout } from '../support/booking-fixtures';
import { admin, customer, otherCustomer, rider, useMoneyFile } from '../support/api-money';
import { deliveredParcel, puneParcel } from '../support/api-money-orders';
import { rate } from '../support/api-money-records';
import { ORDERS, RATINGS, RIDERS } from '@dropwise/domain/collections';

useMoneyFile();

describe('POST /api/orders/:id/rating', () => {
  it('the customer rates a delivered trip once: 201; the rider’s average follows; a second time is 409', async () => {
    const id = await deliveredParcel();
    const answer = await rate(customer, id, {
      stars: 4,
      tags: ['on_time', 'polite'],
      comment: 'Careful with the box.',
    });
    expect(answer.status).toBe(201);
    expect((await adminDb.doc(`${RATINGS}/${id}`).get()).data()).toMatchObject({
      orderId: id,
      riderId: rider.uid,
      customerUid: customer.uid,
      stars: 4,
      tags: ['on_time', 'polite'],
      comment: 'Careful with the box.',
    });
    const ratings = await adminDb.collection(RATINGS).where('riderId', '==', rider.uid).get();
    const stars = ratings.docs.map((doc) => doc.get('stars') as number);
    const average = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
    expect((await adminDb.doc(`${RIDERS}/${rider.uid}`).get()).get('rating')).toEqual({
      average,
      count: stars.length,
    });
    expect((await rate(customer, id, { stars: 5 })).status).toBe(409);
    expect((await adminDb.doc(`${RATINGS}/${id}`).get()).get('stars')).toBe(4);
  });

  it('a rating of 2 or less tells the admins', async () => {
    const id = await deliveredParcel();
    expect((await rate(customer, id, { stars: 2 })).status).toBe(201);
    const told = await notificationsAbout(admin.uid, id);
    expect(told.map((entry) => (entry.message as { key: string }).key)).toContain('lowRating');
  });

  it.each([
    ['0 stars', { stars: 0 }],
    ['6 stars', { stars: 6 }],
    ['3.5 stars', { stars: 3.5 }],
    ['stars as text', { stars: '4' }],
    ['no stars', { comment: 'Fine' }],
    ['a tag not in the list', { stars: 4, tags: ['fast'] }],
    ['a tag twice', { stars: 4, tags: ['polite', 'polite'] }],
    ['a comment over 500 characters', { stars: 4, comment: 'x'.repeat(501) }],
    ['a field ratings do not have', { stars: 4, rider: 'someone' }],
  ])('%s is refused with 400 and stores nothing', async (_name, body) => {
    const id = await deliveredParcel();
    const answer = await rate(customer, id, body);
    expect(answer.status).toBe(400);
    expect((await adminDb.doc(`${RATINGS}/${id}`).get()).exists).toBe(false);
  });

  it('too late (over 7 days) and before delivery (400), and someone else’s order (404), store nothing', async () => {
    const late = await deliveredParcel();
    await adminDb
      .doc(`${ORDERS}/${late}`)
      .update({ deliveredAt: Timestamp.fromMillis(Date.now() - 8 * 86_400_000) });
    expect((await rate(customer, late, { stars: 5 })).status).toBe(400);
    const pending = await bookOrder(customer.idToken, puneParcel());
    expect((await rate(customer, pending, { stars: 5 })).status).toBe(400);
    const delivered = await deliveredParcel();
    expect((await rate(otherCustomer, delivered, { stars: 1 })).status).toBe(404);
    for (const id of [late, pending, delivered])
      expect((await adminDb.doc(`${RATINGS}/${id}`).get()).exists).toBe(false);
  });
});
