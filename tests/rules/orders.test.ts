import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, type RulesActor, rulesFixture, titledActors } from '../support/rules-env';
import { assertWritesRefused, type ClientWrites } from '../support/rules-writes';
import { storedHistoryEntry, storedOrder } from '../support/stored-orders';

const { customer, otherCustomer, rider, admin, eduAdmin } = actors;

const order = (customerUid: string, riderId: string | null) =>
  storedOrder({ kind: 'ride', customerUid, riderId, status: riderId ? 'assigned' : 'pending' });

describe('orders, their history and the fare table', () => {
  const rules = rulesFixture('orders', async (db) => {
    await setDoc(doc(db, `riders/${rider.uid}`), { name: 'Rider One', active: true, shopId: null });
    await setDoc(doc(db, 'orders/mine'), order(customer.uid, null));
    await setDoc(doc(db, 'orders/mine/history/0'), storedHistoryEntry({ n: 0, from: null, to: 'pending' }));
    await setDoc(doc(db, 'orders/assigned'), order(customer.uid, rider.uid));
    await setDoc(
      doc(db, 'orders/assigned/history/0'),
      storedHistoryEntry({ n: 0, from: null, to: 'pending' }),
    );
    await setDoc(doc(db, 'orders/theirs'), order(otherCustomer.uid, 'rider-2'));
    await setDoc(doc(db, 'orders/theirs/history/0'), storedHistoryEntry({ n: 0, from: null, to: 'pending' }));
    await setDoc(doc(db, 'config/fares'), {
      version: 1,
      currency: 'INR',
      vehicles: {},
      parcelVehicleType: 'bike',
      parcelSurcharge: {},
    });
  });
  const { as } = rules;

  describe('orders/{id}', () => {
    it('the customer may read their own order and list their own orders', async () => {
      await mayRead(as(customer), 'orders/mine');
      await mayList(as(customer), 'orders', where('customerUid', '==', customer.uid));
    });

    it("the customer may not read someone else's order nor list all orders", async () => {
      await mayNotRead(as(customer), 'orders/theirs');
      await mayNotList(as(customer), 'orders');
      await mayNotList(as(customer), 'orders', where('customerUid', '==', otherCustomer.uid));
    });

    it('the other customer may read only their own order', async () => {
      await mayRead(as(otherCustomer), 'orders/theirs');
      await mayNotRead(as(otherCustomer), 'orders/mine');
    });

    it('the rider may read and list the orders assigned to them, and no others', async () => {
      await mayRead(as(rider), 'orders/assigned');
      await mayList(as(rider), 'orders', where('riderId', '==', rider.uid));
      await mayNotRead(as(rider), 'orders/mine');
      await mayNotRead(as(rider), 'orders/theirs');
      await mayNotList(as(rider), 'orders');
    });

    it('the admin may read and list every order', async () => {
      await mayRead(as(admin), 'orders/theirs');
      await mayList(as(admin), 'orders');
    });

    it('the education admin and an anonymous visitor may not read orders', async () => {
      await mayNotRead(as(eduAdmin), 'orders/mine');
      await mayNotList(as(eduAdmin), 'orders');
      await mayNotRead(rules.as(null), 'orders/mine');
    });
  });

  describe('orders/{id}/history/{n}', () => {
    it('the customer may read the history of their own order but not of another', async () => {
      await mayList(as(customer), 'orders/mine/history');
      await mayRead(as(customer), 'orders/mine/history/0');
      await mayNotList(as(customer), 'orders/theirs/history');
    });

    it('the rider may read the history of their assigned order but not of another', async () => {
      await mayList(as(rider), 'orders/assigned/history');
      await mayNotList(as(rider), 'orders/mine/history');
      await mayNotRead(as(rider), 'orders/theirs/history/0');
    });

    it('the admin may read any history; the education admin and anonymous visitors may not', async () => {
      await mayList(as(admin), 'orders/theirs/history');
      await mayNotList(as(eduAdmin), 'orders/mine/history');
      await mayNotList(rules.as(null), 'orders/mine/history');
    });
  });

  describe('orders and their history are written by the functions only', () => {
    const attempts = (uid: string): Record<string, ClientWrites> => ({
      'an order': {
        set: [['orders/new-one', order(uid, null)]],
        update: [
          ['orders/mine', { status: 'delivered' }],
          ['orders/mine', { status: 'cancelled' }],
          ['orders/assigned', { status: 'picked_up' }],
        ],
        remove: ['orders/mine'],
      },
      'a history entry': {
        set: [['orders/mine/history/9', storedHistoryEntry({ n: 9, from: 'pending', to: 'delivered' })]],
        update: [['orders/mine/history/0', { to: 'delivered' }]],
        remove: ['orders/mine/history/0'],
      },
    });
    const askers: Array<[string, RulesActor | null]> = [
      ...titledActors('customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin'),
      ['anonymous visitor', null],
    ];

    it.each(
      askers.flatMap(([title, actor]) =>
        Object.entries(attempts(actor?.uid ?? 'someone')).map(
          ([what, writes]) => [title, what, actor, writes] as const,
        ),
      ),
    )('the %s may not create, update or delete %s from a client', async (_title, _what, actor, writes) => {
      await assertWritesRefused(as(actor), writes);
    });
  });

  describe('config/fares', () => {
    const table = (version: number) => ({
      version,
      currency: 'INR',
      vehicles: { bike: { label: 'Bike', base: 1, perKm: 1, minimum: 1, seats: 1 } },
      parcelVehicleType: 'bike',
      parcelSurcharge: { small: 0, medium: 1, large: 2 },
    });

    it.each(titledActors('customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin'))(
      'the %s (signed in) may read the fare table',
      async (_name, actor) => {
        await mayRead(as(actor), 'config/fares');
      },
    );

    it('an anonymous visitor may not read the fare table', async () => {
      await mayNotRead(rules.as(null), 'config/fares');
    });

    it('not even the admin may write the table from a client: PUT /api/fares is its only writer', async () => {
      await assertFails(setDoc(doc(as(admin), 'config/fares'), table(2)));
      await assertFails(updateDoc(doc(as(admin), 'config/fares'), { version: 2 }));
      await assertFails(setDoc(doc(as(admin), 'config/fares'), { ...table(2), secret: true }));
      await assertFails(deleteDoc(doc(as(admin), 'config/fares')));
    });

    it.each(titledActors('customer', 'rider', 'eduAdmin'))(
      'the %s may not write the fare table',
      async (_name, actor) => {
        let current = 0;
        await rules.withRulesOff(async (db) => {
          current = (await getDoc(doc(db, 'config/fares'))).get('version') as number;
        });
        await assertFails(setDoc(doc(as(actor), 'config/fares'), table(current + 1)));
        await assertFails(deleteDoc(doc(as(actor), 'config/fares')));
      },
    );

    it('an anonymous visitor may not write the fare table', async () => {
      await assertFails(setDoc(doc(rules.as(null), 'config/fares'), table(99)));
    });
  });
});
