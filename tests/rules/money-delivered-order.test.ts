import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, Timestamp, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actors } from '../support/rules-env';
import { deliveredOrder, ids, moneyRulesFixture, settlement } from '../support/money-records';

const { customer } = actors;

describe('money after the trip rules', () => {
  const { dbFor } = moneyRulesFixture('money-delivered-order');

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
