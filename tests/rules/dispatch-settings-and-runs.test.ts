import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actors, type RulesFirestore } from '../support/rules-env';
import { dispatchRulesFixture, offeredOrder, settings } from '../support/dispatch-records';

const { rider } = actors;

describe('automatic dispatch rules', () => {
  const { rules, dbFor } = dispatchRulesFixture('dispatch-settings-and-runs');

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
