import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { riderOrderReads } from '../support/rider-order-reads';
import { storedOrder } from '../support/stored-orders';
import { ENROLMENTS, FARE_TABLE_PATH, ORDERS, RIDERS, SHOPS, USERS } from '@dropwise/domain/collections';

/**
 * Where the rules once trusted a client more than the app's own checks: each point, who may and who
 * may not, with the data seeded with rules off.
 */
describe('least privilege', () => {
  const rules = rulesFixture(
    'least-privilege',
    async (db) => {
      await setDoc(doc(db, `${ENROLMENTS}/e1`), { course: 'BCA', name: 'Asha', status: 'new' });
      await setDoc(doc(db, `${USERS}/${customer.uid}`), {
        name: 'Asha',
        phoneNumber: customer.claims.phone_number,
        cityName: 'Pune',
        profileImage: null,
        createdAt: Timestamp.now(),
      });
      await setDoc(doc(db, FARE_TABLE_PATH), { version: 3, currency: 'INR', vehicles: {} });
      await setDoc(doc(db, `${SHOPS}/shop-1`), { name: 'Shop One', active: true });
      await setDoc(doc(db, `${RIDERS}/${rider.uid}`), { name: 'Rider One', shopId: 'shop-1', active: true });
      await setDoc(
        doc(db, `${ORDERS}/carried`),
        storedOrder({
          kind: 'parcel',
          customerUid: customer.uid,
          customerPhone: '+919876543210',
          riderId: rider.uid,
          status: 'assigned',
        }),
      );
      // What account deletion used to leave: no customerUid at all.
      await setDoc(
        doc(db, `${ORDERS}/orphaned`),
        storedOrder({ kind: 'ride', status: 'delivered', riderId: null, customerUid: undefined }),
      );
    },
    { fresh: true },
  );
  const { as } = rules;
  const { customer, rider, admin, eduAdmin } = actors;

  describe('1. enrolment status', () => {
    it('an education admin may read an enrolment', async () => {
      await mayRead(as(eduAdmin), `${ENROLMENTS}/e1`);
    });
    it('no client may write the status, not even an education admin', async () => {
      for (const actor of [eduAdmin, admin, customer]) {
        await assertFails(updateDoc(doc(as(actor), `${ENROLMENTS}/e1`), { status: 'enrolled' }));
      }
    });
  });

  describe('2. profile name and city', () => {
    const profile = (name: string, cityName = 'Pune') => ({
      name,
      phoneNumber: '+15555550177',
      cityName,
      profileImage: null,
      createdAt: serverTimestamp(),
    });
    const newcomer = { uid: 'newcomer-1', claims: { phone_number: '+15555550177' } };

    it('a customer may use plain text, accents and scripts other than Latin included', async () => {
      await assertSucceeds(updateDoc(doc(as(customer), `${USERS}/${customer.uid}`), { name: 'Aśha Kumārī' }));
      await assertSucceeds(updateDoc(doc(as(customer), `${USERS}/${customer.uid}`), { cityName: 'पुणे' }));
      await assertSucceeds(setDoc(doc(as(newcomer), `${USERS}/${newcomer.uid}`), profile('Ravi')));
    });

    it.each([
      ['blank', '   '],
      ['empty', ''],
      ['padded with spaces', ' Asha '],
      ['a NUL character', 'As\u0000ha'],
      ['a newline', 'Asha\nAdmin'],
      ['a bell', 'Asha\u0007'],
      ['DEL', 'Asha\u007f'],
      ['a C1 control character', 'Asha\u0085'],
      ['81 characters', 'x'.repeat(81)],
    ])('a name or city that is %s is refused on create and update', async (_label, value) => {
      const mine = doc(as(customer), `${USERS}/${customer.uid}`);
      await assertFails(updateDoc(mine, { name: value }));
      await assertFails(updateDoc(mine, { cityName: value }));
      await assertFails(setDoc(doc(as(newcomer), `${USERS}/${newcomer.uid}`), profile(value)));
      await assertFails(setDoc(doc(as(newcomer), `${USERS}/${newcomer.uid}`), profile('Ravi', value)));
    });
  });

  describe('3. config/fares', () => {
    it('a signed-in user may read the fare table', async () => {
      await mayRead(as(customer), FARE_TABLE_PATH);
    });
    it('no client may write it, admins included: negative fares, spoofed updatedBy, next version', async () => {
      const fares = doc(as(admin), FARE_TABLE_PATH);
      await assertFails(
        updateDoc(fares, { version: 4, vehicles: { bike: { base: -50 } }, updatedBy: 'someone-else' }),
      );
      await assertFails(setDoc(fares, { version: 4, currency: 'INR', vehicles: {} }));
      await assertFails(setDoc(doc(as(customer), FARE_TABLE_PATH), { version: 4, currency: 'INR' }));
    });
  });

  describe('4. deactivated riders', () => {
    const deactivate = () =>
      rules.withRulesOff((db) => updateDoc(doc(db, `${RIDERS}/${rider.uid}`), { active: false }));
    const reads = (): Array<Promise<unknown>> => {
      const db = as(rider);
      return [...riderOrderReads(db, rider.uid, 'carried'), getDoc(doc(db, `${SHOPS}/shop-1`))];
    };

    it('an active rider may read their orders, with their history, and their shop', async () => {
      for (const read of reads()) await assertSucceeds(read);
    });
    it('the moment a rider is deactivated, the same session may read none of them', async () => {
      await deactivate();
      for (const read of reads()) await assertFails(read);
      // Their own rider record stays readable, so the app can tell them why.
      await mayRead(as(rider), `${RIDERS}/${rider.uid}`);
    });
  });

  describe('5. deleted customers’ orders', () => {
    it('the admin may still read them', async () => {
      await mayRead(as(admin), `${ORDERS}/orphaned`);
    });
    it.each(['deleted-user', 'null', 'undefined', ''])(
      'no session may read them as its own, even one whose uid is "%s"',
      async (uid) => {
        const db = as({ uid: uid || 'x', claims: {} });
        await mayNotRead(db, `${ORDERS}/orphaned`);
        const ownQuery = getDocs(query(collection(db, ORDERS), where('customerUid', '==', uid || 'x')));
        if (uid.startsWith('deleted-')) {
          // A uid shaped like a tombstone is refused outright.
          await assertFails(ownQuery);
        } else {
          // Their own-orders query is allowed, and finds nothing of the deleted customer's.
          const own = await assertSucceeds(ownQuery);
          expect(own.docs.map((order) => order.id)).not.toContain('orphaned');
        }
      },
    );
  });
});
