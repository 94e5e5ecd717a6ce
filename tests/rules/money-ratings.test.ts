import { where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, moneyRulesFixture, rating, tombstone } from '../support/money-records';
import { ids, mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { RATINGS } from '@dropwise/domain/collections';

const { rider, customer, otherCustomer } = actors;

describe('money after the trip rules', () => {
  const { as, dbFor } = moneyRulesFixture('money-ratings');

  describe('ratings (a customer’s rating of a trip)', () => {
    const own = `${RATINGS}/${deliveredOrder}`;
    const byCustomer = (uid: string) => where('customerUid', '==', uid);

    it('the customer who rated may read their rating and list their own', async () => {
      const db = dbFor('customer');
      const snapshot = await mayRead(db, own);
      expect(snapshot.get('stars')).toBe(5);
      expect(ids(await mayList(db, RATINGS, byCustomer(customer.uid)))).toEqual([deliveredOrder]);
    });

    it('a customer may neither read another customer’s rating nor list beyond their own', async () => {
      const db = dbFor('customer');
      await mayNotRead(db, `${RATINGS}/order-two`);
      await mayNotList(db, RATINGS, byCustomer(otherCustomer.uid));
      await mayNotList(db, RATINGS);
      await mayNotList(db, RATINGS, where('riderId', '==', rider.uid));
    });

    it('an admin may read any rating and list them, the low ones for a rider included', async () => {
      const db = dbFor('admin');
      await mayRead(db, own);
      expect((await mayList(db, RATINGS)).size).toBe(3);
      const low = [where('riderId', '==', rider.uid), where('stars', '<=', 2)];
      expect(ids(await mayList(db, RATINGS, ...low))).toEqual(['order-two']);
    });

    it('the rated rider may neither read a rating of theirs nor list them', async () => {
      const db = dbFor('rider');
      await mayNotRead(db, own);
      await mayNotRead(db, `${RATINGS}/order-two`);
      await mayNotList(db, RATINGS, where('riderId', '==', rider.uid));
      await mayNotList(db, RATINGS);
    });

    it.each(['otherRider', 'otherCustomer', 'riderWithoutClaim', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list the customer’s rating',
      async (asker) => {
        const db = dbFor(asker);
        await mayNotRead(db, own);
        await mayNotList(db, RATINGS, byCustomer(customer.uid));
      },
    );

    it('a session whose uid is a deleted customer’s tombstone may not read the rating kept under it', async () => {
      const db = as({ uid: tombstone, claims: {} });
      await mayNotRead(db, `${RATINGS}/order-tombstoned`);
      await mayNotList(db, RATINGS, byCustomer(tombstone));
    });

    it.each(['customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not create, change or delete a rating (customers rate through the API)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: own, created: `${RATINGS}/order-unrated` },
          rating('order-unrated', customer.uid, rider.uid, 5),
          { stars: 1, comment: 'changed' },
        );
      },
    );
  });
});
