import { doc, orderBy, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { storedOrder } from '../support/stored-orders';
import { ORDERS, RIDERS, USERS } from '@dropwise/domain/collections';

/** The queries the admin and rider screens run against orders and users, as each actor. */
describe('the admin-area queries on orders and users', () => {
  const rules = rulesFixture('admin-queries', async (db) => {
    const at = Timestamp.now();
    await setDoc(doc(db, `${RIDERS}/${actors.rider.uid}`), {
      name: 'Rider One',
      active: true,
      shopId: 'shop-1',
    });
    await setDoc(
      doc(db, `${ORDERS}/o-pending`),
      storedOrder({
        status: 'pending',
        customerUid: actors.customer.uid,
        riderId: null,
        shopId: null,
        createdAt: at,
      }),
    );
    await setDoc(
      doc(db, `${ORDERS}/o-assigned`),
      storedOrder({
        status: 'assigned',
        customerUid: actors.customer.uid,
        riderId: actors.rider.uid,
        shopId: 'shop-1',
        createdAt: at,
      }),
    );
    await setDoc(doc(db, `${USERS}/${actors.customer.uid}`), { name: 'Asha', phoneNumber: '+919876543210' });
  });
  const { dbFor } = rules;
  const newestFirst = orderBy('createdAt', 'desc');
  const pending = [where('status', '==', 'pending'), newestFirst];
  const ofRider = (riderId: string) => [where('riderId', '==', riderId), newestFirst];

  it('an admin may list orders by status and by rider, and list customer profiles', async () => {
    await mayList(dbFor('admin'), ORDERS, ...pending);
    await mayList(dbFor('admin'), ORDERS, ...ofRider(actors.rider.uid));
    await mayList(dbFor('admin'), USERS);
  });

  it('a rider may list the orders assigned to them, but not pending orders or another rider’s', async () => {
    await mayList(dbFor('rider'), ORDERS, ...ofRider(actors.rider.uid));
    await mayNotList(dbFor('rider'), ORDERS, ...ofRider('rider-2'));
    await mayNotList(dbFor('rider'), ORDERS, ...pending);
    await mayNotList(dbFor('rider'), USERS);
  });

  it.each(['anonymous', 'customer', 'otherCustomer', 'eduAdmin'] as const)(
    'the %s may not list orders by status or by rider, nor list customer profiles',
    async (name) => {
      await mayNotList(dbFor(name), ORDERS, ...pending);
      await mayNotList(dbFor(name), ORDERS, ...ofRider(actors.rider.uid));
      await mayNotList(dbFor(name), USERS);
    },
  );
});
