import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, orderBy, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, rulesFixture } from '../support/rules-env';
import { storedOrder } from '../support/stored-orders';

type ActorName = keyof typeof actors | 'anonymous';

/** The queries the admin and rider screens run against orders and users, as each actor. */
describe('the admin-area queries on orders and users', () => {
  const rules = rulesFixture('admin-queries', async (db) => {
    const at = Timestamp.now();
    await setDoc(doc(db, `riders/${actors.rider.uid}`), {
      name: 'Rider One',
      active: true,
      shopId: 'shop-1',
    });
    await setDoc(
      doc(db, 'orders/o-pending'),
      storedOrder({
        status: 'pending',
        customerUid: actors.customer.uid,
        riderId: null,
        shopId: null,
        createdAt: at,
      }),
    );
    await setDoc(
      doc(db, 'orders/o-assigned'),
      storedOrder({
        status: 'assigned',
        customerUid: actors.customer.uid,
        riderId: actors.rider.uid,
        shopId: 'shop-1',
        createdAt: at,
      }),
    );
    await setDoc(doc(db, `users/${actors.customer.uid}`), { name: 'Asha', phoneNumber: '+919876543210' });
  });
  const dbFor = (name: ActorName) => rules.as(name === 'anonymous' ? null : actors[name]);

  const pendingOrders = (name: ActorName) =>
    getDocs(
      query(
        collection(dbFor(name), 'orders'),
        where('status', '==', 'pending'),
        orderBy('createdAt', 'desc'),
      ),
    );
  const ordersOfRider = (name: ActorName, riderId: string) =>
    getDocs(
      query(collection(dbFor(name), 'orders'), where('riderId', '==', riderId), orderBy('createdAt', 'desc')),
    );

  it('an admin may list orders by status and by rider, and list customer profiles', async () => {
    await assertSucceeds(pendingOrders('admin'));
    await assertSucceeds(ordersOfRider('admin', actors.rider.uid));
    await assertSucceeds(getDocs(collection(dbFor('admin'), 'users')));
  });

  it('a rider may list the orders assigned to them, but not pending orders or another rider’s', async () => {
    await assertSucceeds(ordersOfRider('rider', actors.rider.uid));
    await assertFails(ordersOfRider('rider', 'rider-2'));
    await assertFails(pendingOrders('rider'));
    await assertFails(getDocs(collection(dbFor('rider'), 'users')));
  });

  it.each(['anonymous', 'customer', 'otherCustomer', 'eduAdmin'] as const)(
    'the %s may not list orders by status or by rider, nor list customer profiles',
    async (name) => {
      await assertFails(pendingOrders(name));
      await assertFails(ordersOfRider(name, actors.rider.uid));
      await assertFails(getDocs(collection(dbFor(name), 'users')));
    },
  );
});
