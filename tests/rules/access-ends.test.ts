import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { riderOrderReads } from '../support/rider-order-reads';
import { storedHistoryEntry, storedOrder } from '../support/stored-orders';
import { ORDERS, RIDERS, USERS } from '@dropwise/domain/collections';

const { customer, otherCustomer, rider, admin } = actors;
const TOMBSTONE = 'deleted-0f1e2d3c4b5a69788796a5b4c3d2e1f0';

describe('access that has ended, in the rules', () => {
  const rules = rulesFixture(
    'access-ends',
    async (db) => {
      await setDoc(doc(db, `${RIDERS}/${rider.uid}`), { name: 'Rider One', active: true, shopId: null });
      await setDoc(doc(db, `${ORDERS}/carried-long-ago`), {
        ...storedOrder({
          kind: 'parcel',
          customerUid: customer.uid,
          riderId: rider.uid,
          status: 'delivered',
        }),
        history: [storedHistoryEntry({ n: 0, to: 'pending' })],
      });
      await setDoc(doc(db, `${ORDERS}/tombstoned`), {
        ...storedOrder({ kind: 'ride', customerUid: TOMBSTONE, riderId: rider.uid, status: 'delivered' }),
        history: [storedHistoryEntry({ n: 0, to: 'pending', by: { uid: TOMBSTONE, role: 'customer' } })],
      });
    },
    { fresh: true },
  );
  const { as } = rules;
  const riderReads = () => riderOrderReads(as(rider), rider.uid, 'carried-long-ago');

  describe('an inactive rider and the orders they carried', () => {
    it('an active rider may read an order they delivered long ago, with its history', async () => {
      for (const read of riderReads()) await assertSucceeds(read);
    });

    it('an inactive rider may not read it nor list their old orders', async () => {
      await rules.withRulesOff((db) => updateDoc(doc(db, `${RIDERS}/${rider.uid}`), { active: false }));
      for (const read of riderReads()) await assertFails(read);
    });

    it('a rider who deleted their account (a stub record) may not read it either', async () => {
      await rules.withRulesOff((db) =>
        setDoc(doc(db, `${RIDERS}/${rider.uid}`), { name: 'Deleted rider', phone: null, active: false }),
      );
      for (const read of riderReads()) await assertFails(read);
    });
  });

  describe('a tombstoned order', () => {
    it('the admin may read it, with its history', async () => {
      await mayRead(as(admin), `${ORDERS}/tombstoned`);
    });

    it('its active rider may still read the trip they carried', async () => {
      await mayRead(as(rider), `${ORDERS}/tombstoned`);
    });

    it('no customer may read it, nor find it by the tombstone', async () => {
      for (const someone of [customer, otherCustomer]) {
        await mayNotRead(as(someone), `${ORDERS}/tombstoned`);
        await mayNotList(as(someone), ORDERS, where('customerUid', '==', TOMBSTONE));
      }
    });

    it('not even a session whose uid is the tombstone may read it', async () => {
      const lookalike = { uid: TOMBSTONE, claims: { phone_number: '+919876543299' } };
      await mayNotRead(as(lookalike), `${ORDERS}/tombstoned`);
      await mayNotList(as(lookalike), ORDERS, where('customerUid', '==', TOMBSTONE));
    });

    it('the customer still reads their own orders by their uid, and the tombstoned one is not among them', async () => {
      const own = await mayList(as(customer), ORDERS, where('customerUid', '==', customer.uid));
      expect(own.docs.map((order) => order.id)).toEqual(['carried-long-ago']);
    });
  });

  describe('profile text under the shared text rule', () => {
    const profile = (name: string) => ({
      name,
      phoneNumber: otherCustomer.claims.phone_number,
      cityName: 'Pune',
      profileImage: null,
    });

    it('a customer may save a plain name, in any script', async () => {
      const { serverTimestamp } = await import('firebase/firestore');
      await assertSucceeds(
        setDoc(doc(as(otherCustomer), `${USERS}/${otherCustomer.uid}`), {
          ...profile('अनिता Rao'),
          createdAt: serverTimestamp(),
        }),
      );
    });

    it.each([
      ['a right-to-left override', 'Anita\u202eoaR'],
      ['a directional isolate', 'Anita \u2066Rao\u2069'],
      ['a C1 control', 'Anita\u0085Rao'],
    ])('a customer may not save a name with %s', async (_what, name) => {
      const { serverTimestamp } = await import('firebase/firestore');
      await assertFails(
        setDoc(doc(as(otherCustomer), `${USERS}/${otherCustomer.uid}`), {
          ...profile(name),
          createdAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('a customer an admin disabled, with an ID token still valid', () => {
    const seedProfile = (disabled: boolean) =>
      rules.withRulesOff((db) =>
        setDoc(doc(db, `${USERS}/${customer.uid}`), {
          name: 'Asha',
          phoneNumber: customer.claims.phone_number,
          cityName: 'Pune',
          profileImage: null,
          createdAt: new Date(),
          ...(disabled ? { disabled: true } : {}),
        }),
      );
    const registerDevice = async () => {
      const { pushTokenId, savePushToken } =
        await import('../../web/src/features/notifications/api/save-push-token');
      const db = as(customer) as unknown as Parameters<typeof savePushToken>[0];
      expect(await pushTokenId('device-1')).toMatch(/^[0-9a-f]{64}$/);
      return savePushToken(db, customer.uid, { token: 'device-1', userAgent: 'Chromium' });
    };

    it('an enabled customer may edit their profile and register a device', async () => {
      await seedProfile(false);
      await assertSucceeds(updateDoc(doc(as(customer), `${USERS}/${customer.uid}`), { cityName: 'Mumbai' }));
      await assertSucceeds(registerDevice());
    });

    it('a disabled customer may do neither, and may not lift the flag', async () => {
      await seedProfile(true);
      const mine = doc(as(customer), `${USERS}/${customer.uid}`);
      await assertFails(updateDoc(mine, { cityName: 'Mumbai' }));
      await assertFails(updateDoc(mine, { disabled: false }));
      await assertFails(registerDevice());
    });
  });
});
