import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actors } from '../support/rules-env';
import {
  deactivatedRider,
  dispatchRulesFixture,
  offer,
  offeredOrder,
  offerFor,
  otherRider,
  ownOffers,
  secondOrder,
} from '../support/dispatch-records';

const { rider } = actors;

describe('automatic dispatch rules', () => {
  const { rules, dbFor } = dispatchRulesFixture('dispatch-offers');

  describe('riders/{uid}/offers (the rider’s own offers)', () => {
    it('the rider may read their own offer', async () => {
      const snapshot = await assertSucceeds(getDoc(doc(dbFor('rider'), offer)));
      expect(snapshot.get('orderId')).toBe(offeredOrder);
    });

    it('the rider may list their own offers', async () => {
      const offers = await assertSucceeds(getDocs(collection(dbFor('rider'), ownOffers)));
      expect(offers.docs.map((snapshot) => snapshot.id).sort()).toEqual([secondOrder, offeredOrder].sort());
    });

    it('the rider may watch their own offers, soonest to expire first', async () => {
      const offers = await assertSucceeds(
        getDocs(query(collection(dbFor('rider'), ownOffers), orderBy('expiresAt'))),
      );
      expect(offers.docs.map((snapshot) => snapshot.id)).toEqual([secondOrder, offeredOrder]);
    });

    it('a deactivated rider may no longer read or list their own offers', async () => {
      const db = rules.as(deactivatedRider);
      await assertFails(getDoc(doc(db, `riders/${deactivatedRider.uid}/offers/${offeredOrder}`)));
      await assertFails(getDocs(collection(db, `riders/${deactivatedRider.uid}/offers`)));
    });

    it('the rider may watch an offer that has been withdrawn (the document is gone)', async () => {
      await assertSucceeds(getDoc(doc(dbFor('rider'), `${ownOffers}/order-withdrawn`)));
    });

    it('a rider may neither read nor list another rider’s offers', async () => {
      const db = dbFor('rider');
      await assertFails(getDoc(doc(db, `riders/${otherRider.uid}/offers/${offeredOrder}`)));
      await assertFails(getDocs(collection(db, `riders/${otherRider.uid}/offers`)));
    });

    it.each(['otherRider', 'customer', 'otherCustomer', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list the rider’s offers',
      async (name) => {
        const db = dbFor(name);
        await assertFails(getDoc(doc(db, offer)));
        await assertFails(getDocs(collection(db, ownOffers)));
        await assertFails(getDocs(query(collection(db, ownOffers), orderBy('expiresAt'))));
      },
    );

    it('an account whose uid is the rider’s but without the rider claim may not read them', async () => {
      const db = rules.as({ uid: rider.uid, claims: { phone_number: '+919876543299' } });
      await assertFails(getDoc(doc(db, offer)));
      await assertFails(getDocs(collection(db, ownOffers)));
    });

    it.each(['rider', 'admin'] as const)(
      'the %s may not search every rider’s offers at once (a collection group query)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(getDocs(collectionGroup(db, 'offers')));
        await assertFails(
          getDocs(query(collectionGroup(db, 'offers'), where('orderId', '==', offeredOrder))),
        );
      },
    );

    it.each(['rider', 'otherRider', 'customer', 'admin', 'anonymous'] as const)(
      'the %s may not create, change or delete an offer (only the functions do)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(setDoc(doc(db, `${ownOffers}/order-new`), offerFor('order-new', 30)));
        await assertFails(
          setDoc(doc(db, `riders/${otherRider.uid}/offers/order-new`), offerFor('order-new', 30)),
        );
        await assertFails(
          updateDoc(doc(db, offer), { expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000) }),
        );
        await assertFails(updateDoc(doc(db, offer), { fare: { amount: 999, currency: 'INR' } }));
        await assertFails(deleteDoc(doc(db, offer)));
      },
    );
  });
});
