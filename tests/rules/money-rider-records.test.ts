import { type DocumentData, limit, orderBy, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  cashDay,
  deliveredOrder,
  ledgerEntry,
  moneyRulesFixture,
  riderDay,
  today,
  yesterday,
} from '../support/money-records';
import { ids, mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, deactivatedRider, otherRider } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { CASH_LEDGER, RIDER_CASH_DAYS, RIDER_DAYS } from '@dropwise/domain/collections';

const { rider } = actors;
/** A rider's own records, as their screens ask for them. */
const ownedBy = (uid: string) => where('riderId', '==', uid);

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
      name: CASH_LEDGER,
      own: [`collection-${deliveredOrder}`, 'deposit-1'],
      ownToday: [`collection-${deliveredOrder}`],
      others: ['collection-order-two'],
      deactivated: 'collection-order-three',
      document: ledgerEntry(rider.uid, 'collection', 1),
      change: { amountPaise: 0, flagged: false },
    },
    perRiderDay(RIDER_CASH_DAYS, cashDay(rider.uid, '2026-11-27'), { outstandingPaise: 0 }),
    perRiderDay(RIDER_DAYS, riderDay(rider.uid, '2026-11-27'), { earningsPaise: 99_999 }),
  ])(
    '$name (a rider’s own, by riderId)',
    ({ name, own, ownToday, others, deactivated, document, change }) => {
      const ownDoc = `${name}/${own[0]}`;

      it('an admin may read any one and list them all', async () => {
        const db = dbFor('admin');
        await mayRead(db, ownDoc);
        await mayRead(db, `${name}/${others[0]}`);
        const all = await mayList(db, name);
        expect(ids(all)).toEqual([...own, ...others, deactivated].sort());
        const day = await mayList(db, name, where('date', '==', today));
        expect(day.size).toBe(3);
      });

      it('the rider may read their own and list them by their riderId', async () => {
        const db = dbFor('rider');
        for (const id of own) await mayRead(db, `${name}/${id}`);
        expect(ids(await mayList(db, name, ownedBy(rider.uid)))).toEqual([...own].sort());
      });

      it('the rider may list their own from a day on, by date', async () => {
        const recent = [ownedBy(rider.uid), where('date', '>=', today), orderBy('date')];
        expect(ids(await mayList(dbFor('rider'), name, ...recent))).toEqual(ownToday);
      });

      it('a rider may neither read nor list another rider’s', async () => {
        const db = dbFor('rider');
        for (const id of others) await mayNotRead(db, `${name}/${id}`);
        await mayNotList(db, name, ownedBy(otherRider.uid));
      });

      it('a rider may not list without keeping to their own riderId', async () => {
        const db = dbFor('rider');
        await mayNotList(db, name);
        await mayNotList(db, name, where('date', '==', today));
        await mayNotList(db, name, orderBy('date'), limit(1));
      });

      it('a deactivated rider may no longer read or list their own', async () => {
        const db = dbFor('deactivatedRider');
        await mayNotRead(db, `${name}/${deactivated}`);
        await mayNotList(db, name, ownedBy(deactivatedRider.uid));
      });

      it('a session with the rider’s uid but without the rider claim may not read them', async () => {
        const db = dbFor('riderWithoutClaim');
        await mayNotRead(db, ownDoc);
        await mayNotList(db, name, ownedBy(rider.uid));
      });

      it.each(['otherRider', 'customer', 'otherCustomer', 'eduAdmin', 'anonymous'] as const)(
        'the %s may neither read nor list the rider’s',
        async (asker) => {
          const db = dbFor(asker);
          await mayNotRead(db, ownDoc);
          await mayNotList(db, name);
          await mayNotList(db, name, ownedBy(rider.uid));
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
    const flagged = [where('flagged', '==', true), orderBy('createdAt', 'desc'), limit(20)];

    it('an admin may list them', async () => {
      expect(ids(await mayList(dbFor('admin'), CASH_LEDGER, ...flagged))).toEqual(['collection-order-two']);
    });

    it.each(['rider', 'otherRider', 'customer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not list them (a rider lists only their own, by riderId)',
      async (asker) => {
        await mayNotList(dbFor(asker), CASH_LEDGER, ...flagged);
      },
    );

    it('a rider may list their own flagged entries by keeping to their riderId', async () => {
      const own = await mayList(dbFor('otherRider'), CASH_LEDGER, ...flagged, ownedBy(otherRider.uid));
      expect(ids(own)).toEqual(['collection-order-two']);
    });
  });
});
