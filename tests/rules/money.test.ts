import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  type DocumentData,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actors, type RulesFirestore, rulesFixture } from '../support/rules-env';
import { storedOrder } from '../support/stored-orders';

const { rider, customer, otherCustomer, admin } = actors;
const otherRider = { uid: 'rider-2', claims: { rider: true } };
/** Deactivated by an admin; their token still carries the rider claim for up to an hour. */
const deactivatedRider = { uid: 'rider-deactivated', claims: { rider: true } };
/** Active, and nothing has been recorded for them yet. */
const newRider = { uid: 'rider-new', claims: { rider: true } };
/** A session with the rider's uid but without the rider claim. */
const riderWithoutClaim = { uid: rider.uid, claims: { phone_number: '+919876543299' } };
const askers = { ...actors, otherRider, deactivatedRider, newRider, riderWithoutClaim };
type Asker = keyof typeof askers | 'anonymous';

const today = '2026-11-26';
const yesterday = '2026-11-25';
const deliveredOrder = 'order-delivered';
/** What account deletion leaves in place of a customer's uid. */
const tombstone = 'deleted-0123456789abcdef0123456789abcdef';

function ledgerEntry(riderId: string, type: 'collection' | 'deposit', amountPaise: number, date = today) {
  const collected = type === 'collection';
  return {
    riderId,
    riderName: 'Rider',
    shopId: 'shop-1',
    type,
    amountPaise,
    orderId: collected ? deliveredOrder : null,
    expectedPaise: collected ? amountPaise : null,
    note: null,
    flagged: false,
    date,
    createdAt: Timestamp.now(),
    createdBy: collected ? { uid: riderId, role: 'rider' } : { uid: admin.uid, role: 'admin' },
  };
}

function cashDay(riderId: string, date: string) {
  return {
    riderId,
    riderName: 'Rider',
    shopId: 'shop-1',
    date,
    collectedPaise: 12_000,
    depositedPaise: 10_000,
    outstandingPaise: 2_000,
  };
}

function riderDay(riderId: string, date: string) {
  return {
    riderId,
    date,
    trips: 3,
    faresPaise: 36_000,
    platformSharePaise: 7_200,
    earningsPaise: 28_800,
    taxPaise: 0,
  };
}

function rating(orderId: string, customerUid: string, riderId: string, stars: number) {
  return { orderId, riderId, customerUid, stars, tags: [], comment: '', createdAt: Timestamp.now() };
}

const riderCash = { collectedPaise: 12_000, depositedPaise: 10_000, cashInHandPaise: 2_000 };

const settlement = {
  farePaise: 12_000,
  taxRatePercent: 0,
  taxPaise: 0,
  totalPaise: 12_000,
  platformSharePercent: 20,
  platformSharePaise: 2_400,
  riderEarningsPaise: 9_600,
};

/** Each of these refused: a new document, overwriting, changing and deleting an existing one. */
async function assertNoClientWrites(
  db: RulesFirestore,
  paths: { existing: string; created: string },
  data: DocumentData,
  change: DocumentData,
) {
  await assertFails(setDoc(doc(db, paths.created), data));
  await assertFails(setDoc(doc(db, paths.existing), data));
  await assertFails(updateDoc(doc(db, paths.existing), change));
  await assertFails(deleteDoc(doc(db, paths.existing)));
}

describe('money after the trip rules', () => {
  const rules = rulesFixture('money', async (db) => {
    await setDoc(doc(db, `riders/${rider.uid}`), { name: 'Rider One', active: true, shopId: 'shop-1' });
    await setDoc(doc(db, `riders/${otherRider.uid}`), { name: 'Rider Two', active: true, shopId: 'shop-1' });
    await setDoc(doc(db, `riders/${deactivatedRider.uid}`), { name: 'Rider Three', active: false });
    await setDoc(doc(db, `riders/${newRider.uid}`), { name: 'Rider Four', active: true });

    await setDoc(
      doc(db, `cashLedger/collection-${deliveredOrder}`),
      ledgerEntry(rider.uid, 'collection', 12_000),
    );
    await setDoc(doc(db, 'cashLedger/deposit-1'), ledgerEntry(rider.uid, 'deposit', 10_000, yesterday));
    // The other rider recorded less than was due, with a note, so the entry is flagged for the admins.
    await setDoc(doc(db, 'cashLedger/collection-order-two'), {
      ...ledgerEntry(otherRider.uid, 'collection', 9_000),
      expectedPaise: 12_000,
      note: 'The customer paid the rest online',
      flagged: true,
    });
    await setDoc(
      doc(db, 'cashLedger/collection-order-three'),
      ledgerEntry(deactivatedRider.uid, 'collection', 5_000),
    );
    for (const uid of [rider.uid, otherRider.uid, deactivatedRider.uid]) {
      await setDoc(doc(db, `riderCash/${uid}`), riderCash);
      await setDoc(doc(db, `riderCashDays/${uid}_${today}`), cashDay(uid, today));
      await setDoc(doc(db, `riderDays/${uid}_${today}`), riderDay(uid, today));
    }
    await setDoc(doc(db, `riderCashDays/${rider.uid}_${yesterday}`), cashDay(rider.uid, yesterday));
    await setDoc(doc(db, `riderDays/${rider.uid}_${yesterday}`), riderDay(rider.uid, yesterday));

    // Both customers rated the same rider; the third rating's customer deleted their account.
    await setDoc(doc(db, `ratings/${deliveredOrder}`), rating(deliveredOrder, customer.uid, rider.uid, 5));
    await setDoc(doc(db, 'ratings/order-two'), rating('order-two', otherCustomer.uid, rider.uid, 2));
    await setDoc(
      doc(db, 'ratings/order-tombstoned'),
      rating('order-tombstoned', tombstone, otherRider.uid, 4),
    );

    for (const date of [yesterday, today]) {
      await setDoc(doc(db, `dailyTotals/${date}`), {
        date,
        booked: 12,
        delivered: 10,
        cancelled: 1,
        failed: 0,
      });
    }
    await setDoc(doc(db, 'receiptCounters/2026-11'), { last: 41 });

    await setDoc(
      doc(db, `orders/${deliveredOrder}`),
      storedOrder({
        kind: 'parcel',
        customerUid: customer.uid,
        riderId: rider.uid,
        status: 'delivered',
        payment: { method: 'cash' },
        settlement,
        receiptNumber: 'DW-2026-11-000041',
        deliveredAt: Timestamp.now(),
      }),
    );
  });
  const dbFor = (name: Asker) => rules.as(name === 'anonymous' ? null : askers[name]);
  const ids = (snapshot: { docs: Array<{ id: string }> }) => snapshot.docs.map((entry) => entry.id).sort();

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
    {
      name: 'riderCashDays',
      own: [`${rider.uid}_${today}`, `${rider.uid}_${yesterday}`],
      ownToday: [`${rider.uid}_${today}`],
      others: [`${otherRider.uid}_${today}`],
      deactivated: `${deactivatedRider.uid}_${today}`,
      document: cashDay(rider.uid, '2026-11-27'),
      change: { outstandingPaise: 0 },
    },
    {
      name: 'riderDays',
      own: [`${rider.uid}_${today}`, `${rider.uid}_${yesterday}`],
      ownToday: [`${rider.uid}_${today}`],
      others: [`${otherRider.uid}_${today}`],
      deactivated: `${deactivatedRider.uid}_${today}`,
      document: riderDay(rider.uid, '2026-11-27'),
      change: { earningsPaise: 99_999 },
    },
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

  describe('riderCash (what a rider holds now)', () => {
    const own = `riderCash/${rider.uid}`;

    it('the rider may read their own cash in hand', async () => {
      const snapshot = await assertSucceeds(getDoc(doc(dbFor('rider'), own)));
      expect(snapshot.get('cashInHandPaise')).toBe(2_000);
    });

    it('a rider may watch their own before their first collection (the document is not there yet)', async () => {
      const snapshot = await assertSucceeds(getDoc(doc(dbFor('newRider'), `riderCash/${newRider.uid}`)));
      expect(snapshot.exists()).toBe(false);
    });

    it('an admin may read any rider’s and list them all', async () => {
      const db = dbFor('admin');
      await assertSucceeds(getDoc(doc(db, own)));
      const all = await assertSucceeds(getDocs(collection(db, 'riderCash')));
      expect(ids(all)).toEqual([rider.uid, otherRider.uid, deactivatedRider.uid].sort());
      await assertSucceeds(getDocs(query(collection(db, 'riderCash'), where('cashInHandPaise', '>', 0))));
    });

    it('a rider may neither read another rider’s nor list them, their own included', async () => {
      const db = dbFor('rider');
      await assertFails(getDoc(doc(db, `riderCash/${otherRider.uid}`)));
      await assertFails(getDocs(collection(db, 'riderCash')));
      await assertFails(getDocs(query(collection(db, 'riderCash'), where(documentId(), '==', rider.uid))));
    });

    it('a deactivated rider may no longer read their own', async () => {
      await assertFails(getDoc(doc(dbFor('deactivatedRider'), `riderCash/${deactivatedRider.uid}`)));
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
      await assertFails(getDoc(doc(db, own)));
      await assertFails(getDocs(collection(db, 'riderCash')));
    });

    it.each(['rider', 'newRider', 'otherRider', 'customer', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not create, change or delete it (only the functions do)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: own, created: `riderCash/${newRider.uid}` },
          { ...riderCash, cashInHandPaise: 0 },
          { cashInHandPaise: 0, depositedPaise: 12_000 },
        );
      },
    );
  });

  describe('ratings (a customer’s rating of a trip)', () => {
    const own = `ratings/${deliveredOrder}`;
    const byCustomer = (db: RulesFirestore, uid: string) =>
      query(collection(db, 'ratings'), where('customerUid', '==', uid));

    it('the customer who rated may read their rating and list their own', async () => {
      const db = dbFor('customer');
      const snapshot = await assertSucceeds(getDoc(doc(db, own)));
      expect(snapshot.get('stars')).toBe(5);
      expect(ids(await assertSucceeds(getDocs(byCustomer(db, customer.uid))))).toEqual([deliveredOrder]);
    });

    it('a customer may neither read another customer’s rating nor list beyond their own', async () => {
      const db = dbFor('customer');
      await assertFails(getDoc(doc(db, 'ratings/order-two')));
      await assertFails(getDocs(byCustomer(db, otherCustomer.uid)));
      await assertFails(getDocs(collection(db, 'ratings')));
      await assertFails(getDocs(query(collection(db, 'ratings'), where('riderId', '==', rider.uid))));
    });

    it('an admin may read any rating and list them, the low ones for a rider included', async () => {
      const db = dbFor('admin');
      await assertSucceeds(getDoc(doc(db, own)));
      expect((await assertSucceeds(getDocs(collection(db, 'ratings')))).size).toBe(3);
      const low = query(
        collection(db, 'ratings'),
        where('riderId', '==', rider.uid),
        where('stars', '<=', 2),
      );
      expect(ids(await assertSucceeds(getDocs(low)))).toEqual(['order-two']);
    });

    it('the rated rider may neither read a rating of theirs nor list them', async () => {
      const db = dbFor('rider');
      await assertFails(getDoc(doc(db, own)));
      await assertFails(getDoc(doc(db, 'ratings/order-two')));
      await assertFails(getDocs(query(collection(db, 'ratings'), where('riderId', '==', rider.uid))));
      await assertFails(getDocs(collection(db, 'ratings')));
    });

    it.each(['otherRider', 'otherCustomer', 'riderWithoutClaim', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list the customer’s rating',
      async (asker) => {
        const db = dbFor(asker);
        await assertFails(getDoc(doc(db, own)));
        await assertFails(getDocs(byCustomer(db, customer.uid)));
      },
    );

    it('a session whose uid is a deleted customer’s tombstone may not read the rating kept under it', async () => {
      const db = rules.as({ uid: tombstone, claims: {} });
      await assertFails(getDoc(doc(db, 'ratings/order-tombstoned')));
      await assertFails(getDocs(byCustomer(db, tombstone)));
    });

    it.each(['customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not create, change or delete a rating (customers rate through the API)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: own, created: 'ratings/order-unrated' },
          rating('order-unrated', customer.uid, rider.uid, 5),
          { stars: 1, comment: 'changed' },
        );
      },
    );
  });

  describe('dailyTotals (the Reports screen)', () => {
    const fromDay = (db: RulesFirestore, firstDay: string) =>
      query(collection(db, 'dailyTotals'), where('date', '>=', firstDay), orderBy('date'));

    it('an admin may read a day and list the days from one on, as the screen does', async () => {
      const db = dbFor('admin');
      const day = await assertSucceeds(getDoc(doc(db, `dailyTotals/${today}`)));
      expect(day.get('delivered')).toBe(10);
      const days = await assertSucceeds(getDocs(fromDay(db, yesterday)));
      expect(days.docs.map((snapshot) => snapshot.id)).toEqual([yesterday, today]);
    });

    it.each(['rider', 'customer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list them',
      async (asker) => {
        const db = dbFor(asker);
        await assertFails(getDoc(doc(db, `dailyTotals/${today}`)));
        await assertFails(getDocs(collection(db, 'dailyTotals')));
        await assertFails(getDocs(fromDay(db, yesterday)));
      },
    );

    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may not create, change or delete a day (only the functions do)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: `dailyTotals/${today}`, created: 'dailyTotals/2026-11-27' },
          { booked: 0, delivered: 0, cancelled: 0, failed: 0 },
          { delivered: 0 },
        );
      },
    );
  });

  describe('receiptCounters (the functions’ own)', () => {
    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may neither read nor write them',
      async (asker) => {
        const db = dbFor(asker);
        await assertFails(getDoc(doc(db, 'receiptCounters/2026-11')));
        await assertFails(getDocs(collection(db, 'receiptCounters')));
        await assertNoClientWrites(
          db,
          { existing: 'receiptCounters/2026-11', created: 'receiptCounters/2026-12' },
          { last: 0 },
          { last: 0 },
        );
      },
    );
  });

  describe('a delivered order with its payment, settlement and receipt number', () => {
    const order = `orders/${deliveredOrder}`;

    it('the order’s customer may read it, those fields included, and find it among their orders', async () => {
      const db = dbFor('customer');
      const snapshot = await assertSucceeds(getDoc(doc(db, order)));
      expect(snapshot.get('payment')).toEqual({ method: 'cash' });
      expect(snapshot.get('settlement')).toEqual(settlement);
      expect(snapshot.get('receiptNumber')).toBe('DW-2026-11-000041');
      expect(snapshot.get('deliveredAt')).toBeInstanceOf(Timestamp);
      const mine = query(collection(db, 'orders'), where('customerUid', '==', customer.uid));
      expect(ids(await assertSucceeds(getDocs(mine)))).toContain(deliveredOrder);
    });

    it('the order’s rider and admins may still read it', async () => {
      await assertSucceeds(getDoc(doc(dbFor('rider'), order)));
      await assertSucceeds(getDoc(doc(dbFor('admin'), order)));
    });

    it.each(['otherCustomer', 'otherRider', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not read it',
      async (asker) => {
        const db = dbFor(asker);
        await assertFails(getDoc(doc(db, order)));
        await assertFails(getDocs(query(collection(db, 'orders'), where('customerUid', '==', customer.uid))));
      },
    );

    it.each(['customer', 'rider', 'admin'] as const)(
      'the %s may not change what it settled at, its receipt number or how it was paid',
      async (asker) => {
        const mine = doc(dbFor(asker), order);
        await assertFails(updateDoc(mine, { 'settlement.totalPaise': 0 }));
        await assertFails(updateDoc(mine, { receiptNumber: 'DW-2026-11-000001' }));
        await assertFails(updateDoc(mine, { payment: { method: 'card', status: 'paid' } }));
        await assertFails(updateDoc(mine, { deliveredAt: Timestamp.now() }));
      },
    );
  });
});
