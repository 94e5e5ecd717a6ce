import { assertFails } from '@firebase/rules-unit-testing';
import { collectionGroup, getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  dispatchRulesFixture,
  offer,
  offeredOrder,
  offerFor,
  ownOffers,
  secondOrder,
} from '../support/dispatch-records';
import { ids, mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { deactivatedRider, otherRider } from '../support/rules-env';
import { assertWritesRefused } from '../support/rules-writes';
import { OFFERS, RIDERS, riderOffersPath } from '@dropwise/domain/collections';

describe('automatic dispatch rules', () => {
  const { dbFor } = dispatchRulesFixture('dispatch-offers');

  describe(`${RIDERS}/{uid}/offers (the rider’s own offers)`, () => {
    it('the rider may read their own offer', async () => {
      const snapshot = await mayRead(dbFor('rider'), offer);
      expect(snapshot.get('orderId')).toBe(offeredOrder);
    });

    it('the rider may list their own offers', async () => {
      const offers = await mayList(dbFor('rider'), ownOffers);
      expect(ids(offers)).toEqual([secondOrder, offeredOrder].sort());
    });

    it('the rider may watch their own offers, soonest to expire first', async () => {
      const offers = await mayList(dbFor('rider'), ownOffers, orderBy('expiresAt'));
      expect(offers.docs.map((snapshot) => snapshot.id)).toEqual([secondOrder, offeredOrder]);
    });

    it('a deactivated rider may no longer read or list their own offers', async () => {
      const db = dbFor('deactivatedRider');
      await mayNotRead(db, `${riderOffersPath(deactivatedRider.uid)}/${offeredOrder}`);
      await mayNotList(db, riderOffersPath(deactivatedRider.uid));
    });

    it('the rider may watch an offer that has been withdrawn (the document is gone)', async () => {
      await mayRead(dbFor('rider'), `${ownOffers}/order-withdrawn`);
    });

    it('a rider may neither read nor list another rider’s offers', async () => {
      const db = dbFor('rider');
      await mayNotRead(db, `${riderOffersPath(otherRider.uid)}/${offeredOrder}`);
      await mayNotList(db, riderOffersPath(otherRider.uid));
    });

    it.each(['otherRider', 'customer', 'otherCustomer', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list the rider’s offers',
      async (name) => {
        const db = dbFor(name);
        await mayNotRead(db, offer);
        await mayNotList(db, ownOffers);
        await mayNotList(db, ownOffers, orderBy('expiresAt'));
      },
    );

    it('an account whose uid is the rider’s but without the rider claim may not read them', async () => {
      const db = dbFor('riderWithoutClaim');
      await mayNotRead(db, offer);
      await mayNotList(db, ownOffers);
    });

    it.each(['rider', 'admin'] as const)(
      'the %s may not search every rider’s offers at once (a collection group query)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(getDocs(collectionGroup(db, OFFERS)));
        await assertFails(getDocs(query(collectionGroup(db, OFFERS), where('orderId', '==', offeredOrder))));
      },
    );

    it.each(['rider', 'otherRider', 'customer', 'admin', 'anonymous'] as const)(
      'the %s may not create, change or delete an offer (only the functions do)',
      async (name) => {
        await assertWritesRefused(dbFor(name), {
          set: [
            [`${ownOffers}/order-new`, offerFor('order-new', 30)],
            [`${riderOffersPath(otherRider.uid)}/order-new`, offerFor('order-new', 30)],
          ],
          update: [
            [offer, { expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000) }],
            [offer, { fare: { amount: 999, currency: 'INR' } }],
          ],
          remove: [offer],
        });
      },
    );
  });
});
