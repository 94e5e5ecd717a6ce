import { documentId, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { moneyRulesFixture, riderCash } from '../support/money-records';
import { ids, mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, deactivatedRider, newRider, otherRider } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { RIDER_CASH } from '@dropwise/domain/collections';

const { rider } = actors;

describe('money after the trip rules', () => {
  const { dbFor } = moneyRulesFixture('money-rider-cash');

  describe('riderCash (what a rider holds now)', () => {
    const own = `${RIDER_CASH}/${rider.uid}`;

    it('the rider may read their own cash in hand', async () => {
      const snapshot = await mayRead(dbFor('rider'), own);
      expect(snapshot.get('cashInHandPaise')).toBe(2_000);
    });

    it('a rider may watch their own before their first collection (the document is not there yet)', async () => {
      const snapshot = await mayRead(dbFor('newRider'), `${RIDER_CASH}/${newRider.uid}`);
      expect(snapshot.exists()).toBe(false);
    });

    it('an admin may read any rider’s and list them all', async () => {
      const db = dbFor('admin');
      await mayRead(db, own);
      const all = await mayList(db, RIDER_CASH);
      expect(ids(all)).toEqual([rider.uid, otherRider.uid, deactivatedRider.uid].sort());
      await mayList(db, RIDER_CASH, where('cashInHandPaise', '>', 0));
    });

    it('a rider may neither read another rider’s nor list them, their own included', async () => {
      const db = dbFor('rider');
      await mayNotRead(db, `${RIDER_CASH}/${otherRider.uid}`);
      await mayNotList(db, RIDER_CASH);
      await mayNotList(db, RIDER_CASH, where(documentId(), '==', rider.uid));
    });

    it('a deactivated rider may no longer read their own', async () => {
      await mayNotRead(dbFor('deactivatedRider'), `${RIDER_CASH}/${deactivatedRider.uid}`);
    });

    it.each([
      'riderWithoutClaim',
      'otherRider',
      'customer',
      'otherCustomer',
      'eduAdmin',
      'anonymous',
    ] as const)('the %s may neither read nor list the rider’s', async (asker) => {
      const db = dbFor(asker);
      await mayNotRead(db, own);
      await mayNotList(db, RIDER_CASH);
    });

    it.each(['rider', 'newRider', 'otherRider', 'customer', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not create, change or delete it (only the functions do)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: own, created: `${RIDER_CASH}/${newRider.uid}` },
          { ...riderCash, cashInHandPaise: 0 },
          { cashInHandPaise: 0, depositedPaise: 12_000 },
        );
      },
    );
  });
});
