import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, newRider, otherRider, rulesFixture } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { RIDERS, RIDER_CARDS, RIDER_POSITIONS } from '@dropwise/domain/collections';
import {
  papersValidUntil,
  type Papers,
  type RiderCard,
  vehicleOf,
} from '@dropwise/domain/safety/rider-papers';

const { rider, customer } = actors;
const carriedOrder = 'order-carried';

const papers = (licenceNumber: string, vehicleRegistration: string): Papers => ({
  licenceNumber,
  licenceExpiry: '2031-03-31',
  vehicleRegistration,
  vehicleMake: 'Bajaj',
  vehicleModel: 'Pulsar 150',
  vehicleColour: 'Black',
  insuranceExpiry: '2027-01-15',
  pucExpiry: '2026-11-30',
  policeVerification: { reference: 'PUNE/PV/2024/0042', verifiedOn: '2024-06-01' },
});
const riderPapers = papers('MH12 20190012345', 'MH12AB1234');
const card = (firstName: string, from: Partial<Papers>): RiderCard => ({
  firstName,
  photo: null,
  vehicle: vehicleOf(from),
});

describe('rider papers and rider card rules', () => {
  const rules = rulesFixture('safety-papers', async (db) => {
    const riders: Array<[string, Papers]> = [
      [rider.uid, riderPapers],
      [otherRider.uid, papers('KA05 20150067890', 'KA05MN4321')],
    ];
    for (const [uid, saved] of riders) {
      await setDoc(doc(db, `${RIDERS}/${uid}`), {
        name: `Name of ${uid}`,
        nameLower: `name of ${uid}`,
        shopId: 'shop-1',
        active: true,
        papers: saved,
        papersUntil: papersValidUntil(saved),
        vehicle: vehicleOf(saved),
      });
      await setDoc(doc(db, `${RIDER_CARDS}/${uid}`), card(`First ${uid}`, saved));
    }
    // Off duty, so without a position: nobody watches them.
    await setDoc(doc(db, `${RIDERS}/${newRider.uid}`), { name: 'New', active: true, papers: {} });
    await setDoc(doc(db, `${RIDER_CARDS}/${newRider.uid}`), card('New', {}));
    // The rider carries the customer's open order; the other rider carries nobody's.
    const positions: Array<[string, Record<string, string>]> = [
      [rider.uid, { [carriedOrder]: customer.uid }],
      [otherRider.uid, {}],
    ];
    for (const [uid, watchers] of positions) {
      await setDoc(doc(db, `${RIDER_POSITIONS}/${uid}`), {
        lat: 18.52,
        lng: 73.85,
        at: Timestamp.now(),
        watchers,
      });
    }
  });
  const { dbFor, withRulesOff } = rules;
  const profile = `${RIDERS}/${rider.uid}`;
  const riderCard = `${RIDER_CARDS}/${rider.uid}`;

  describe(`${RIDERS}/{uid} (the papers: licence number, police verification)`, () => {
    it('an admin may read a rider’s papers and list the riders by when their papers end', async () => {
      const snapshot = await mayRead(dbFor('admin'), profile);
      expect(snapshot.get('papers.licenceNumber')).toBe(riderPapers.licenceNumber);
      await mayList(dbFor('admin'), RIDERS, where('papersUntil', '<=', '2026-12-31'));
    });

    it('the rider may read their own papers', async () => {
      const snapshot = await mayRead(dbFor('rider'), profile);
      expect(snapshot.get('papers.policeVerification.reference')).toBe('PUNE/PV/2024/0042');
    });

    it('the customer whose order the rider carries may not read the rider’s papers', async () => {
      await mayNotRead(dbFor('customer'), profile);
      await mayNotList(dbFor('customer'), RIDERS, where('vehicle.registration', '==', 'MH12AB1234'));
    });

    it.each(['otherRider', 'riderWithoutClaim', 'otherCustomer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not read the rider’s papers',
      async (name) => {
        await mayNotRead(dbFor(name), profile);
        await mayNotList(dbFor(name), RIDERS);
      },
    );

    it('the rider may still change their language, and that alone', async () => {
      await assertSucceeds(updateDoc(doc(dbFor('rider'), profile), { language: 'hi' }));
    });

    it.each<[string, DocumentData]>([
      ['their papers', { papers: { ...riderPapers, licenceExpiry: '2040-01-01' } }],
      ['one paper', { 'papers.pucExpiry': '2040-01-01' }],
      ['when their papers end', { papersUntil: '2040-01-01' }],
      ['their vehicle', { vehicle: { ...vehicleOf(riderPapers), registration: 'MH12ZZ9999' } }],
      ['whether they are active', { active: false }],
      ['their papers along with their language', { language: 'mr', 'papers.pucExpiry': '2040-01-01' }],
    ])('the rider may not change %s', async (_what, change) => {
      await assertFails(updateDoc(doc(dbFor('rider'), profile), change));
    });

    it.each(['admin', 'otherRider', 'customer'] as const)(
      'the %s may not change the rider’s papers from a client (only the API does)',
      async (name) => {
        await assertFails(updateDoc(doc(dbFor(name), profile), { 'papers.pucExpiry': '2040-01-01' }));
      },
    );
  });

  describe(`${RIDER_CARDS}/{uid} (what a customer sees of their rider)`, () => {
    it('the customer whose open order the rider carries may read that rider’s card', async () => {
      const snapshot = await mayRead(dbFor('customer'), riderCard);
      expect(snapshot.data()).toEqual(card(`First ${rider.uid}`, riderPapers));
    });

    it('the card holds no papers’ numbers but the registration', async () => {
      const snapshot = await mayRead(dbFor('customer'), riderCard);
      expect(JSON.stringify(snapshot.data())).not.toContain(riderPapers.licenceNumber);
      expect(snapshot.get('vehicle.registration')).toBe(riderPapers.vehicleRegistration);
    });

    it('a customer may not read the card of a rider who carries none of their orders', async () => {
      await mayNotRead(dbFor('customer'), `${RIDER_CARDS}/${otherRider.uid}`);
      await mayNotRead(dbFor('customer'), `${RIDER_CARDS}/${newRider.uid}`);
    });

    it('the customer may no longer read it once the order is no longer open', async () => {
      const position = `${RIDER_POSITIONS}/${rider.uid}`;
      await withRulesOff((db) => updateDoc(doc(db, position), { watchers: {} }));
      try {
        await mayNotRead(dbFor('customer'), riderCard);
      } finally {
        await withRulesOff((db) =>
          updateDoc(doc(db, position), { watchers: { [carriedOrder]: customer.uid } }),
        );
      }
    });

    it('a rider may read their own card, also while off duty', async () => {
      await mayRead(dbFor('rider'), riderCard);
      await mayRead(dbFor('newRider'), `${RIDER_CARDS}/${newRider.uid}`);
    });

    it('a rider may not read another rider’s card', async () => {
      await mayNotRead(dbFor('otherRider'), riderCard);
      await mayNotRead(dbFor('rider'), `${RIDER_CARDS}/${otherRider.uid}`);
    });

    it('an admin may read any card and list them', async () => {
      await mayRead(dbFor('admin'), `${RIDER_CARDS}/${otherRider.uid}`);
      await mayList(dbFor('admin'), RIDER_CARDS);
    });

    it.each(['riderWithoutClaim', 'otherCustomer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not read the rider’s card',
      async (name) => {
        await mayNotRead(dbFor(name), riderCard);
      },
    );

    it.each(['customer', 'rider', 'otherRider', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not list the cards',
      async (name) => {
        await mayNotList(dbFor(name), RIDER_CARDS);
        await mayNotList(dbFor(name), RIDER_CARDS, where('vehicle.registration', '==', 'MH12AB1234'));
      },
    );

    it.each(['rider', 'customer', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not create, change or delete a card (only the functions do)',
      async (name) => {
        await assertNoClientWrites(
          dbFor(name),
          { existing: riderCard, created: `${RIDER_CARDS}/rider-made-up` },
          card('Someone', riderPapers),
          { firstName: 'Someone else', photo: null },
        );
      },
    );
  });
});
