import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type DocumentData, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { dispatchRulesFixture, offeredOrder, settings } from '../support/dispatch-records';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors } from '../support/rules-env';
import { assertWritesRefused } from '../support/rules-writes';
import {
  CONFIG,
  DISPATCH_RUNS,
  DISPATCH_SETTINGS_PATH,
  FARE_TABLE_PATH,
  RIDER_POSITIONS,
} from '@dropwise/domain/collections';

const position = `${RIDER_POSITIONS}/${actors.rider.uid}`;

describe('automatic dispatch rules', () => {
  const { dbFor, withRulesOff } = dispatchRulesFixture('dispatch-settings-and-runs');

  describe(`${DISPATCH_SETTINGS_PATH} (the settings)`, () => {
    it('an admin may read the settings', async () => {
      const snapshot = await mayRead(dbFor('admin'), DISPATCH_SETTINGS_PATH);
      expect(snapshot.get('version')).toBe(2);
    });

    it('an admin may watch them before anyone has saved any (the screen shows the defaults)', async () => {
      await withRulesOff((db) => deleteDoc(doc(db, DISPATCH_SETTINGS_PATH)));
      try {
        const snapshot = await mayRead(dbFor('admin'), DISPATCH_SETTINGS_PATH);
        expect(snapshot.exists()).toBe(false);
        await assertFails(setDoc(doc(dbFor('admin'), DISPATCH_SETTINGS_PATH), settings));
      } finally {
        await withRulesOff((db) => setDoc(doc(db, DISPATCH_SETTINGS_PATH), settings));
      }
    });

    it.each(['rider', 'otherRider', 'customer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not read them',
      async (name) => {
        await mayNotRead(dbFor(name), DISPATCH_SETTINGS_PATH);
      },
    );

    it.each(['admin', 'rider', 'customer'] as const)(
      'the %s may not list the config documents',
      async (name) => {
        await mayNotList(dbFor(name), CONFIG);
      },
    );

    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may not change or delete them (only the API does)',
      async (name) => {
        await assertWritesRefused(dbFor(name), {
          set: [[DISPATCH_SETTINGS_PATH, { ...settings, version: 3 }]],
          update: [[DISPATCH_SETTINGS_PATH, { auto: false }]],
          remove: [DISPATCH_SETTINGS_PATH],
        });
      },
    );

    it('the fare table stays readable to anyone signed in', async () => {
      await mayRead(dbFor('rider'), FARE_TABLE_PATH);
      await mayRead(dbFor('customer'), FARE_TABLE_PATH);
    });
  });

  describe('dispatchRuns (who was offered an order and how they answered)', () => {
    const run = `${DISPATCH_RUNS}/${offeredOrder}`;

    it('an admin may read one run and list them', async () => {
      await mayRead(dbFor('admin'), run);
      await mayList(dbFor('admin'), DISPATCH_RUNS);
    });

    it.each(['rider', 'otherRider', 'customer', 'otherCustomer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list them',
      async (name) => {
        const db = dbFor(name);
        await mayNotRead(db, run);
        await mayNotList(db, DISPATCH_RUNS);
        await mayNotList(db, DISPATCH_RUNS, where('tried', 'array-contains', actors.rider.uid));
      },
    );

    it.each(['admin', 'rider', 'customer'] as const)(
      'the %s may not create, change or delete one (only the functions do)',
      async (name) => {
        await assertWritesRefused(dbFor(name), {
          set: [[`${DISPATCH_RUNS}/order-new`, { round: 0, offeredTo: [] }]],
          update: [[run, { declined: [actors.rider.uid] }]],
          remove: [run],
        });
      },
    );
  });

  describe('riderPositions with what dispatch keeps there', () => {
    it('the rider may still read their own position, admins any, and list them', async () => {
      await mayRead(dbFor('rider'), position);
      await mayRead(dbFor('admin'), position);
      await mayList(dbFor('admin'), RIDER_POSITIONS, where('available', '==', false));
    });

    it('a rider may not search for riders nearby', async () => {
      const nearby = [where('geohash', '>=', 'tek'), where('geohash', '<', 'tek~')];
      await mayNotList(dbFor('otherRider'), RIDER_POSITIONS, ...nearby);
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
