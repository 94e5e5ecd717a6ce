import { doc, documentId, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { EMERGENCY_CONTACTS } from '@dropwise/domain/collections';
import type { EmergencyContacts } from '@dropwise/domain/safety/emergency-contacts';

const { customer, otherCustomer } = actors;
const own = `${EMERGENCY_CONTACTS}/${customer.uid}`;

const saved: EmergencyContacts = {
  contacts: [
    { name: 'Ravi', phone: '+919812345678' },
    { name: 'Meera', phone: '+919812345679' },
  ],
  shareNightRides: true,
};

describe('emergency contact rules', () => {
  const rules = rulesFixture('safety-contacts', async (db) => {
    await setDoc(doc(db, own), { ...saved, updatedAt: Timestamp.now() });
  });
  const { dbFor } = rules;

  it('the customer may read their own contacts back', async () => {
    const snapshot = await mayRead(dbFor('customer'), own);
    expect(snapshot.get('contacts')).toEqual(saved.contacts);
  });

  it('a customer who has saved none may look (the document is not there yet)', async () => {
    const snapshot = await mayRead(dbFor('otherCustomer'), `${EMERGENCY_CONTACTS}/${otherCustomer.uid}`);
    expect(snapshot.exists()).toBe(false);
  });

  it('a platform admin may read anyone’s and list them (to follow up an alert)', async () => {
    await mayRead(dbFor('admin'), own);
    await mayList(dbFor('admin'), EMERGENCY_CONTACTS);
  });

  it.each(['otherCustomer', 'rider', 'otherRider', 'eduAdmin', 'anonymous'] as const)(
    'the %s may not read the customer’s contacts',
    async (name) => {
      await mayNotRead(dbFor(name), own);
    },
  );

  it.each(['customer', 'otherCustomer', 'rider', 'eduAdmin', 'anonymous'] as const)(
    'the %s may not list contacts, not even by their own id',
    async (name) => {
      await mayNotList(dbFor(name), EMERGENCY_CONTACTS);
      await mayNotList(dbFor(name), EMERGENCY_CONTACTS, where(documentId(), '==', customer.uid));
    },
  );

  it.each(['customer', 'otherCustomer', 'rider', 'admin', 'anonymous'] as const)(
    'the %s may not write contacts directly (only the API does, after checking the numbers)',
    async (name) => {
      await assertNoClientWrites(
        dbFor(name),
        { existing: own, created: `${EMERGENCY_CONTACTS}/${otherCustomer.uid}` },
        {
          contacts: [{ name: 'Anyone', phone: 'not a number' }],
          shareNightRides: false,
          updatedAt: Timestamp.now(),
        },
        { shareNightRides: false },
      );
    },
  );
});
