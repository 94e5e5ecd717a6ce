import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  type DocumentData,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actors, type RulesFirestore } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import {
  cashDay,
  deactivatedRider,
  deliveredOrder,
  ids,
  ledgerEntry,
  moneyRulesFixture,
  otherRider,
  riderDay,
  today,
  yesterday,
} from '../support/money-records';

const { rider } = actors;

/** A collection with one document per rider and day, `<riderId>_<date>`, as the seed leaves it. */
function perRiderDay(name: string, document: DocumentData, change: DocumentData) {
  return {
    name,
    own: [`${rider.uid}_${today}`, `${rider.uid}_${yesterday}`],
    ownToday: [`${rider.uid}_${today}`],
    others: [`${otherRider.uid}_${today}`],
    deactivated: `${deactivatedRider.uid}_${today}`,
    document,
    change,
  };
}

describe('money after the trip rules', () => {
  const { dbFor } = moneyRulesFixture('money-rider-records');

  describe.each([
    {
      name: 'cashLedger',
      own: [`collection-${deliveredOrder}`, 'deposit-1'],
      ownToday: [`collection-${deliveredOrder}`],
      others: ['collection-order-two'],
      deactivated: 'collection-order-three',
      document: ledgerEntry(rider.uid, 'collection', 1),
      change: { amountPaise: 0, flagged: false },
    },
    perRiderDay('riderCashDays', cashDay(rider.uid, '2026-11-27'), { outstandingPaise: 0 }),
    perRiderDay('riderDays', riderDay(rider.uid, '2026-11-27'), { earningsPaise: 99_999 }),
  ])(
    '$name (a rider’s own, by riderId)',
    ({ name, own, ownToday, others, deactivated, document, change }) => {
      const ownDoc = `${name}/${own[0]}`;
      const ownQuery = (db: RulesFirestore, uid: string = rider.uid) =>
        query(collection(db, name), where('riderId', '==', uid));

      it('an admin may read any one and list them all', async () => {
        const db = dbFor('admin');
        await assertSucceeds(getDoc(doc(db, ownDoc)));
        await assertSucceeds(getDoc(doc(db, `${name}/${others[0]}`)));
        const all = await assertSucceeds(getDocs(collection(db, name)));
        expect(ids(all)).toEqual([...own, ...others, deactivated].sort());
        const day = await assertSucceeds(getDocs(query(collection(db, name), where('date', '==', today))));
        expect(day.size).toBe(3);
      });

      it('the rider may read their own and list them by their riderId', async () => {
        const db = dbFor('rider');
        for (const id of own) await assertSucceeds(getDoc(doc(db, `${name}/${id}`)));
        expect(ids(await assertSucceeds(getDocs(ownQuery(db))))).toEqual([...own].sort());
      });

      it('the rider may list their own from a day on, by date', async () => {
        const recent = query(ownQuery(dbFor('rider')), where('date', '>=', today), orderBy('date'));
        expect(ids(await assertSucceeds(getDocs(recent)))).toEqual(ownToday);
      });

      it('a rider may neither read nor list another rider’s', async () => {
        const db = dbFor('rider');
        for (const id of others) await assertFails(getDoc(doc(db, `${name}/${id}`)));
        await assertFails(getDocs(ownQuery(db, otherRider.uid)));
      });

      it('a rider may not list without keeping to their own riderId', async () => {
        const db = dbFor('rider');
        await assertFails(getDocs(collection(db, name)));
        await assertFails(getDocs(query(collection(db, name), where('date', '==', today))));
        await assertFails(getDocs(query(collection(db, name), orderBy('date'), limit(1))));
      });

      it('a deactivated rider may no longer read or list their own', async () => {
        const db = dbFor('deactivatedRider');
        await assertFails(getDoc(doc(db, `${name}/${deactivated}`)));
        await assertFails(getDocs(ownQuery(db, deactivatedRider.uid)));
      });

      it('a session with the rider’s uid but without the rider claim may not read them', async () => {
        const db = dbFor('riderWithoutClaim');
        await assertFails(getDoc(doc(db, ownDoc)));
        await assertFails(getDocs(ownQuery(db)));
      });

      it.each(['otherRider', 'customer', 'otherCustomer', 'eduAdmin', 'anonymous'] as const)(
        'the %s may neither read nor list the rider’s',
        async (asker) => {
          const db = dbFor(asker);
          await assertFails(getDoc(doc(db, ownDoc)));
          await assertFails(getDocs(collection(db, name)));
          await assertFails(getDocs(ownQuery(db)));
        },
      );

      it.each(['rider', 'otherRider', 'customer', 'admin', 'eduAdmin', 'anonymous'] as const)(
        'the %s may not create, change or delete one (only the functions do)',
        async (asker) => {
          await assertNoClientWrites(
            dbFor(asker),
            { existing: ownDoc, created: `${name}/${name}-new` },
            document,
            change,
          );
        },
      );
    },
  );

  describe('cashLedger: flagged collections, newest first (the admins’ Cash screen)', () => {
    const flagged = (db: RulesFirestore) =>
      query(
        collection(db, 'cashLedger'),
        where('flagged', '==', true),
        orderBy('createdAt', 'desc'),
        limit(20),
      );

    it('an admin may list them', async () => {
      expect(ids(await assertSucceeds(getDocs(flagged(dbFor('admin')))))).toEqual(['collection-order-two']);
    });

    it.each(['rider', 'otherRider', 'customer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not list them (a rider lists only their own, by riderId)',
      async (asker) => {
        await assertFails(getDocs(flagged(dbFor(asker))));
      },
    );

    it('a rider may list their own flagged entries by keeping to their riderId', async () => {
      const own = query(flagged(dbFor('otherRider')), where('riderId', '==', otherRider.uid));
      expect(ids(await assertSucceeds(getDocs(own)))).toEqual(['collection-order-two']);
    });
  });
});
