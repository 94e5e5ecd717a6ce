import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { CUSTOMER_FEES } from '@dropwise/domain/collections';

const { customer, otherCustomer } = actors;
const own = `${CUSTOMER_FEES}/${customer.uid}`;

describe('cancellation fees a customer owes', () => {
  const rules = rulesFixture('money-customer-fees', async (db) => {
    await setDoc(doc(db, own), { owed: { 'order-1': 2_400 }, updatedAt: Timestamp.now() });
  });
  const { dbFor } = rules;

  it('the customer reads what they owe, and a platform admin reads and lists anyone’s', async () => {
    expect((await mayRead(dbFor('customer'), own)).get('owed')).toEqual({ 'order-1': 2_400 });
    await mayRead(dbFor('admin'), own);
    await mayList(dbFor('admin'), CUSTOMER_FEES);
  });

  it.each(['otherCustomer', 'rider', 'eduAdmin', 'anonymous'] as const)(
    'the %s may not read the customer’s fees',
    async (name) => {
      await mayNotRead(dbFor(name), own);
    },
  );

  it.each(['customer', 'rider', 'eduAdmin', 'anonymous'] as const)(
    'the %s may not list fees',
    async (name) => {
      await mayNotList(dbFor(name), CUSTOMER_FEES);
    },
  );

  it.each(['customer', 'otherCustomer', 'rider', 'admin', 'anonymous'] as const)(
    'the %s may not write fees (only cancelling and delivering do)',
    async (name) => {
      await assertNoClientWrites(
        dbFor(name),
        { existing: own, created: `${CUSTOMER_FEES}/${otherCustomer.uid}` },
        { owed: {}, updatedAt: Timestamp.now() },
        { owed: {} },
      );
    },
  );
});
