import { Timestamp, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, moneyRulesFixture, settlement } from '../support/money-records';
import { ids, mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors } from '../support/rules-env';
import { assertWritesRefused } from '../support/rules-writes';
import { ORDERS } from '@dropwise/domain/collections';

/** The customer's own orders, as their order list asks for them. */
const ownOrders = where('customerUid', '==', actors.customer.uid);

describe('money after the trip rules', () => {
  const { dbFor } = moneyRulesFixture('money-delivered-order');

  describe('a delivered order with its payment, settlement and receipt number', () => {
    const order = `${ORDERS}/${deliveredOrder}`;

    it('the order’s customer may read it, those fields included, and find it among their orders', async () => {
      const db = dbFor('customer');
      const snapshot = await mayRead(db, order);
      expect(snapshot.get('payment')).toEqual({ method: 'cash' });
      expect(snapshot.get('settlement')).toEqual(settlement);
      expect(snapshot.get('receiptNumber')).toBe('DW/2627/K7Q/0041');
      expect(snapshot.get('deliveredAt')).toBeInstanceOf(Timestamp);
      expect(ids(await mayList(db, ORDERS, ownOrders))).toContain(deliveredOrder);
    });

    it('the order’s rider and admins may still read it', async () => {
      await mayRead(dbFor('rider'), order);
      await mayRead(dbFor('admin'), order);
    });

    it.each(['otherCustomer', 'otherRider', 'eduAdmin', 'anonymous'] as const)(
      'the %s may not read it',
      async (asker) => {
        const db = dbFor(asker);
        await mayNotRead(db, order);
        await mayNotList(db, ORDERS, ownOrders);
      },
    );

    it.each(['customer', 'rider', 'admin'] as const)(
      'the %s may not change what it settled at, its receipt number or how it was paid',
      async (asker) => {
        await assertWritesRefused(dbFor(asker), {
          update: [
            [order, { 'settlement.totalPaise': 0 }],
            [order, { receiptNumber: 'DW/2627/K7Q/0001' }],
            [order, { payment: { method: 'card', status: 'paid' } }],
            [order, { deliveredAt: Timestamp.now() }],
          ],
        });
      },
    );
  });
});
