import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actors, type RulesFirestore } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { deliveredOrder, ids, moneyRulesFixture, rating, tombstone } from '../support/money-records';

const { rider, customer, otherCustomer } = actors;

describe('money after the trip rules', () => {
  const { rules, dbFor } = moneyRulesFixture('money-ratings');

  describe('ratings (a customer’s rating of a trip)', () => {
    const own = `ratings/${deliveredOrder}`;
    const byCustomer = (db: RulesFirestore, uid: string) =>
      query(collection(db, 'ratings'), where('customerUid', '==', uid));

    it('the customer who rated may read their rating and list their own', async () => {
      const db = dbFor('customer');
      const snapshot = await assertSucceeds(getDoc(doc(db, own)));
      expect(snapshot.get('stars')).toBe(5);
      expect(ids(await assertSucceeds(getDocs(byCustomer(db, customer.uid))))).toEqual([deliveredOrder]);
    });

    it('a customer may neither read another customer’s rating nor list beyond their own', async () => {
      const db = dbFor('customer');
      await assertFails(getDoc(doc(db, 'ratings/order-two')));
      await assertFails(getDocs(byCustomer(db, otherCustomer.uid)));
      await assertFails(getDocs(collection(db, 'ratings')));
      await assertFails(getDocs(query(collection(db, 'ratings'), where('riderId', '==', rider.uid))));
    });

    it('an admin may read any rating and list them, the low ones for a rider included', async () => {
      const db = dbFor('admin');
      await assertSucceeds(getDoc(doc(db, own)));
      expect((await assertSucceeds(getDocs(collection(db, 'ratings')))).size).toBe(3);
      const low = query(
        collection(db, 'ratings'),
        where('riderId', '==', rider.uid),
        where('stars', '<=', 2),
      );
      expect(ids(await assertSucceeds(getDocs(low)))).toEqual(['order-two']);
    });

    it('the rated rider may neither read a rating of theirs nor list them', async () => {
      const db = dbFor('rider');
      await assertFails(getDoc(doc(db, own)));
      await assertFails(getDoc(doc(db, 'ratings/order-two')));
      await assertFails(getDocs(query(collection(db, 'ratings'), where('riderId', '==', rider.uid))));
      await assertFails(getDocs(collection(db, 'ratings')));
    });

    it.each(['otherRider', 'otherCustomer', 'riderWithoutClaim', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list the customer’s rating',
      async (asker) => {
        const db = dbFor(asker);
        await assertFails(getDoc(doc(db, own)));
        await assertFails(getDocs(byCustomer(db, customer.uid)));
      },
    );

    it('a session whose uid is a deleted customer’s tombstone may not read the rating kept under it', async () => {
      const db = rules.as({ uid: tombstone, claims: {} });
      await assertFails(getDoc(doc(db, 'ratings/order-tombstoned')));
      await assertFails(getDocs(byCustomer(db, tombstone)));
    });

    it.each(['customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not create, change or delete a rating (customers rate through the API)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: own, created: 'ratings/order-unrated' },
          rating('order-unrated', customer.uid, rider.uid, 5),
          { stars: 1, comment: 'changed' },
        );
      },
    );
  });
});
