import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, type QueryConstraint, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, type RulesActor, rulesFixture, titledActors } from '../support/rules-env';
import { assertWritesRefused, type ClientWrites } from '../support/rules-writes';
import { storedHistoryEntry, storedOrder } from '../support/stored-orders';
import { FARE_TABLE_PATH, HISTORY, ORDERS, RIDERS } from '@dropwise/domain/collections';

const { customer, otherCustomer, rider, admin, eduAdmin } = actors;

const order = (customerUid: string, riderId: string | null) => ({
  ...storedOrder({ kind: 'ride', customerUid, riderId, status: riderId ? 'assigned' : 'pending' }),
  history: [storedHistoryEntry({ n: 0, from: null, to: 'pending' })],
});
/** Where orders booked before the history moved onto them kept it, until it is folded in. */
const oldHistoryPath = (orderId: string) => `${ORDERS}/${orderId}/${HISTORY}`;

describe('orders, their history and the fare table', () => {
  const rules = rulesFixture('orders', async (db) => {
    await setDoc(doc(db, `${RIDERS}/${rider.uid}`), { name: 'Rider One', active: true, shopId: null });
    await setDoc(doc(db, `${ORDERS}/mine`), order(customer.uid, null));
    await setDoc(
      doc(db, `${oldHistoryPath('mine')}/0`),
      storedHistoryEntry({ n: 0, from: null, to: 'pending' }),
    );
    await setDoc(doc(db, `${ORDERS}/assigned`), order(customer.uid, rider.uid));
    await setDoc(doc(db, `${ORDERS}/theirs`), order(otherCustomer.uid, 'rider-2'));
    await setDoc(doc(db, FARE_TABLE_PATH), {
      version: 1,
      currency: 'INR',
      vehicles: {},
      parcelVehicleType: 'bike',
      parcelSurcharge: {},
    });
  });
  const { as } = rules;

  describe('an order, with its history on it, is read by its people', () => {
    const everyOrder = ['mine', 'assigned', 'theirs'];
    it.each<[string, RulesActor | null, string, string[]]>([
      ['customer', customer, 'their own two', ['mine', 'assigned']],
      ['other customer', otherCustomer, 'only their own', ['theirs']],
      ['rider', rider, 'only the one assigned to them', ['assigned']],
      ['platform admin', admin, 'all', everyOrder],
      ['education admin', eduAdmin, 'none', []],
      ['anonymous visitor', null, 'none', []],
    ])('the %s may read %s of the orders', async (_who, actor, _which, readable) => {
      const db = as(actor);
      for (const id of everyOrder) {
        await (readable.includes(id) ? mayRead : mayNotRead)(db, `${ORDERS}/${id}`);
      }
    });

    it.each<[string, RulesActor | null]>([
      ['customer', customer],
      ['platform admin', admin],
    ])(
      'the %s reads no history left under an order from before: the functions fold it in',
      async (_who, actor) => {
        await mayNotList(as(actor), oldHistoryPath('mine'));
        await mayNotRead(as(actor), `${oldHistoryPath('mine')}/0`);
      },
    );
  });

  describe('listing orders: each asker only the query that matches what they may read', () => {
    const mine = where('customerUid', '==', customer.uid);
    const another = where('customerUid', '==', otherCustomer.uid);
    const assignedToRider = where('riderId', '==', rider.uid);
    it.each<[string, RulesActor | null, 'may' | 'may not', string, QueryConstraint[]]>([
      ['customer', customer, 'may', 'their own orders', [mine]],
      ['customer', customer, 'may not', 'every order', []],
      ['customer', customer, 'may not', "another customer's orders", [another]],
      ['rider', rider, 'may', 'the orders assigned to them', [assignedToRider]],
      ['rider', rider, 'may not', 'every order', []],
      ['platform admin', admin, 'may', 'every order', []],
      ['education admin', eduAdmin, 'may not', 'every order', []],
      ['anonymous visitor', null, 'may not', 'every order', []],
    ])('the %s %s list %s', async (_who, actor, may, _what, constraints) => {
      await (may === 'may' ? mayList : mayNotList)(as(actor), ORDERS, ...constraints);
    });
  });

  describe('orders and their history are written by the functions only', () => {
    const attempts = (uid: string): Record<string, ClientWrites> => ({
      'an order': {
        set: [[`${ORDERS}/new-one`, order(uid, null)]],
        update: [
          [`${ORDERS}/mine`, { status: 'delivered' }],
          [`${ORDERS}/mine`, { status: 'cancelled' }],
          [`${ORDERS}/assigned`, { status: 'picked_up' }],
        ],
        remove: [`${ORDERS}/mine`],
      },
      'a history entry': {
        set: [
          [`${oldHistoryPath('mine')}/9`, storedHistoryEntry({ n: 9, from: 'pending', to: 'delivered' })],
        ],
        update: [
          [`${ORDERS}/mine`, { history: [storedHistoryEntry({ n: 0, from: null, to: 'delivered' })] }],
          [`${oldHistoryPath('mine')}/0`, { to: 'delivered' }],
        ],
        remove: [`${oldHistoryPath('mine')}/0`],
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

  describe(FARE_TABLE_PATH, () => {
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
        await mayRead(as(actor), FARE_TABLE_PATH);
      },
    );

    it('an anonymous visitor may not read the fare table', async () => {
      await mayNotRead(rules.as(null), FARE_TABLE_PATH);
    });

    it('not even the admin may write the table from a client: PUT /api/fares is its only writer', async () => {
      await assertFails(setDoc(doc(as(admin), FARE_TABLE_PATH), table(2)));
      await assertFails(updateDoc(doc(as(admin), FARE_TABLE_PATH), { version: 2 }));
      await assertFails(setDoc(doc(as(admin), FARE_TABLE_PATH), { ...table(2), secret: true }));
      await assertFails(deleteDoc(doc(as(admin), FARE_TABLE_PATH)));
    });

    it.each(titledActors('customer', 'rider', 'eduAdmin'))(
      'the %s may not write the fare table',
      async (_name, actor) => {
        let current = 0;
        await rules.withRulesOff(async (db) => {
          current = (await getDoc(doc(db, FARE_TABLE_PATH))).get('version') as number;
        });
        await assertFails(setDoc(doc(as(actor), FARE_TABLE_PATH), table(current + 1)));
        await assertFails(deleteDoc(doc(as(actor), FARE_TABLE_PATH)));
      },
    );

    it('an anonymous visitor may not write the fare table', async () => {
      await assertFails(setDoc(doc(rules.as(null), FARE_TABLE_PATH), table(99)));
    });
  });
});
