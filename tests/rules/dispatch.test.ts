import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  type DocumentData,
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
import { type ActorName, actors, type RulesFirestore, rulesFixture } from '../support/rules-env';
import { storedOrder } from '../support/stored-orders';

const { rider } = actors;
const otherRider = { uid: 'rider-2', claims: { rider: true } };
/** Deactivated by an admin; their token still carries the rider claim for up to an hour. */
const deactivatedRider = { uid: 'rider-deactivated', claims: { rider: true } };
const offeredOrder = 'order-offered';
const secondOrder = 'order-second';
const ownOffers = `riders/${rider.uid}/offers`;
const offer = `${ownOffers}/${offeredOrder}`;

type Asker = ActorName | 'anonymous' | 'otherRider';

function offerFor(orderId: string, expiresInSeconds: number) {
  return {
    orderId,
    kind: 'parcel',
    pickup: { label: 'FC Road, Pune', coordinates: { lat: 18.52, lng: 73.84 } },
    dropOff: { label: 'Baner, Pune', coordinates: { lat: 18.56, lng: 73.78 } },
    distanceToPickupKm: 1.2,
    tripKm: 6.4,
    fare: { amount: 120, currency: 'INR' },
    expiresAt: Timestamp.fromMillis(Date.now() + expiresInSeconds * 1000),
    round: 1,
  };
}

const settings = {
  auto: true,
  batchSize: 3,
  offerSeconds: 30,
  radiiKm: [3, 6, 10],
  scheduledLeadMinutes: 20,
  version: 2,
  updatedAt: Timestamp.now(),
  updatedBy: actors.admin.uid,
};

describe('automatic dispatch rules', () => {
  const rules = rulesFixture('dispatch', async (db) => {
    await setDoc(doc(db, `riders/${rider.uid}`), { name: 'Rider One', active: true, onDuty: true });
    await setDoc(doc(db, `riders/${otherRider.uid}`), { name: 'Rider Two', active: true, onDuty: true });
    await setDoc(doc(db, `riders/${deactivatedRider.uid}`), { name: 'Rider Three', active: false });
    await setDoc(
      doc(db, `riders/${deactivatedRider.uid}/offers/${offeredOrder}`),
      offerFor(offeredOrder, 30),
    );
    await setDoc(
      doc(db, `orders/${offeredOrder}`),
      storedOrder({ kind: 'parcel', customerUid: actors.customer.uid, riderId: null, status: 'pending' }),
    );
    // The rider's second offer expires first, so the query by expiresAt has something to reorder;
    // the other rider was offered the same order in the same round.
    await setDoc(doc(db, offer), offerFor(offeredOrder, 30));
    await setDoc(doc(db, `${ownOffers}/${secondOrder}`), offerFor(secondOrder, 10));
    await setDoc(doc(db, `riders/${otherRider.uid}/offers/${offeredOrder}`), offerFor(offeredOrder, 30));
    await setDoc(doc(db, 'config/dispatch'), settings);
    await setDoc(doc(db, 'config/fares'), { version: 1, currency: 'INR', vehicles: {} });
    await setDoc(doc(db, `dispatchRuns/${offeredOrder}`), {
      round: 1,
      plan: [{ radiusKm: 3, shopId: null }],
      offeredTo: [rider.uid, otherRider.uid],
      tried: [rider.uid, otherRider.uid],
      declined: [],
      expired: [],
      expiresAt: Date.now() + 30_000,
      offerSeconds: 30,
      batchSize: 3,
    });
    await setDoc(doc(db, `riderPositions/${rider.uid}`), {
      lat: 18.52,
      lng: 73.85,
      accuracy: 10,
      at: Timestamp.now(),
      watchers: {},
      geohash: 'tek3qr',
      vehicleType: 'bike',
      shopId: null,
      // Holding an offer takes a rider out of the next rounds until they answer it.
      busy: false,
      offerOrderId: offeredOrder,
      available: false,
      missedOffers: 1,
      since: Timestamp.now(),
    });
  });
  const dbFor = (name: Asker) =>
    rules.as(name === 'anonymous' ? null : name === 'otherRider' ? otherRider : actors[name]);

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

  describe('config/dispatch (the settings)', () => {
    it('an admin may read the settings', async () => {
      const snapshot = await assertSucceeds(getDoc(doc(dbFor('admin'), 'config/dispatch')));
      expect(snapshot.get('version')).toBe(2);
    });

    it('an admin may watch them before anyone has saved any (the screen shows the defaults)', async () => {
      const withRulesOff = (write: (db: RulesFirestore) => Promise<void>) =>
        rules.env().withSecurityRulesDisabled((context) => write(context.firestore()));
      await withRulesOff((db) => deleteDoc(doc(db, 'config/dispatch')));
      try {
        const snapshot = await assertSucceeds(getDoc(doc(dbFor('admin'), 'config/dispatch')));
        expect(snapshot.exists()).toBe(false);
        await assertFails(setDoc(doc(dbFor('admin'), 'config/dispatch'), settings));
      } finally {
        await withRulesOff((db) => setDoc(doc(db, 'config/dispatch'), settings));
      }
    });

    it.each(['rider', 'otherRider', 'customer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not read them',
      async (name) => {
        await assertFails(getDoc(doc(dbFor(name), 'config/dispatch')));
      },
    );

    it.each(['admin', 'rider', 'customer'] as const)(
      'the %s may not list the config documents',
      async (name) => {
        await assertFails(getDocs(collection(dbFor(name), 'config')));
      },
    );

    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may not change or delete them (only the API does)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(setDoc(doc(db, 'config/dispatch'), { ...settings, version: 3 }));
        await assertFails(updateDoc(doc(db, 'config/dispatch'), { auto: false }));
        await assertFails(deleteDoc(doc(db, 'config/dispatch')));
      },
    );

    it('the fare table stays readable to anyone signed in', async () => {
      await assertSucceeds(getDoc(doc(dbFor('rider'), 'config/fares')));
      await assertSucceeds(getDoc(doc(dbFor('customer'), 'config/fares')));
    });
  });

  describe('dispatchRuns (who was offered an order and how they answered)', () => {
    const run = `dispatchRuns/${offeredOrder}`;

    it('an admin may read one run and list them', async () => {
      await assertSucceeds(getDoc(doc(dbFor('admin'), run)));
      await assertSucceeds(getDocs(collection(dbFor('admin'), 'dispatchRuns')));
    });

    it.each(['rider', 'otherRider', 'customer', 'otherCustomer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list them',
      async (name) => {
        const db = dbFor(name);
        await assertFails(getDoc(doc(db, run)));
        await assertFails(getDocs(collection(db, 'dispatchRuns')));
        await assertFails(
          getDocs(query(collection(db, 'dispatchRuns'), where('tried', 'array-contains', rider.uid))),
        );
      },
    );

    it.each(['admin', 'rider', 'customer'] as const)(
      'the %s may not create, change or delete one (only the functions do)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(setDoc(doc(db, 'dispatchRuns/order-new'), { round: 0, offeredTo: [] }));
        await assertFails(updateDoc(doc(db, run), { declined: [rider.uid] }));
        await assertFails(deleteDoc(doc(db, run)));
      },
    );
  });

  describe('riderPositions with what dispatch keeps there', () => {
    const position = `riderPositions/${rider.uid}`;

    it('the rider may still read their own position, admins any, and list them', async () => {
      await assertSucceeds(getDoc(doc(dbFor('rider'), position)));
      await assertSucceeds(getDoc(doc(dbFor('admin'), position)));
      await assertSucceeds(
        getDocs(query(collection(dbFor('admin'), 'riderPositions'), where('available', '==', false))),
      );
    });

    it('a rider may not search for riders nearby', async () => {
      const nearby = query(
        collection(dbFor('otherRider'), 'riderPositions'),
        where('geohash', '>=', 'tek'),
        where('geohash', '<', 'tek~'),
      );
      await assertFails(getDocs(nearby));
    });

    it.each<[string, DocumentData]>([
      ['make themselves available', { available: true, busy: false }],
      ['clear their missed offers', { missedOffers: 0 }],
      ['drop the offer they hold', { offerOrderId: null }],
      ['move into another shop’s round', { shopId: 'shop-1', vehicleType: 'car' }],
    ])('the rider may not %s by writing their position', async (_change, fields) => {
      await assertFails(updateDoc(doc(dbFor('rider'), position), fields));
    });
  });
});
