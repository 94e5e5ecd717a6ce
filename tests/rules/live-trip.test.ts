import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { storedOrder, type StoredOrder } from '../support/stored-orders';

const watchedOrder = 'order-watched';
const endedOrder = 'order-ended';

describe('live trip rules', () => {
  const rules = rulesFixture('live-trip', async (db) => {
    await setDoc(doc(db, `riders/${actors.rider.uid}`), {
      name: 'Rider One',
      active: true,
      onDuty: true,
      dutyChangedAt: Timestamp.now(),
    });
    await setDoc(doc(db, 'riders/rider-2'), { name: 'Rider Two', active: true, onDuty: false });
    const carried: Array<[string, Partial<StoredOrder>]> = [
      [watchedOrder, { kind: 'ride', customerUid: actors.customer.uid, status: 'assigned' }],
      [endedOrder, { kind: 'parcel', customerUid: actors.otherCustomer.uid, status: 'delivered' }],
    ];
    for (const [id, fields] of carried) {
      await setDoc(doc(db, `orders/${id}`), storedOrder({ ...fields, riderId: actors.rider.uid }));
    }
    // The rider carries the customer's order; the other customer's order has ended, so it is not watched.
    await setDoc(doc(db, `riderPositions/${actors.rider.uid}`), {
      lat: 18.52,
      lng: 73.85,
      accuracy: 10,
      at: Timestamp.now(),
      watchers: { [watchedOrder]: actors.customer.uid },
    });
    await setDoc(doc(db, 'riderPositions/rider-2'), {
      lat: 18.5,
      lng: 73.8,
      accuracy: 10,
      at: Timestamp.now(),
      watchers: {},
    });
    for (const order of [watchedOrder, endedOrder]) {
      await setDoc(doc(db, `orders/${order}/trail/1`), { lat: 18.52, lng: 73.85, at: Timestamp.now() });
      await setDoc(doc(db, `orders/${order}/private/handover`), { code: '1234' });
      await setDoc(doc(db, `orders/${order}/private/share`), {
        token: 't'.repeat(24),
        url: 'x',
        expiresAt: null,
      });
    }
    await setDoc(doc(db, `trackingLinks/${'t'.repeat(24)}`), { orderId: watchedOrder, status: 'assigned' });
  });
  const { dbFor } = rules;
  const position = `riderPositions/${actors.rider.uid}`;

  describe('riderPositions (the live position)', () => {
    it('the rider may read their own position', async () => {
      await mayRead(dbFor('rider'), position);
    });

    it('an admin may read any position and list them all (on-duty lists, nearest rider)', async () => {
      await mayRead(dbFor('admin'), position);
      await mayList(dbFor('admin'), 'riderPositions');
    });

    it('the customer whose open order the rider carries may read that position', async () => {
      await mayRead(dbFor('customer'), position);
    });

    it('a customer whose order has ended, or who never had one with this rider, may not', async () => {
      await mayNotRead(dbFor('otherCustomer'), position);
      await mayNotRead(dbFor('customer'), 'riderPositions/rider-2');
    });

    it.each(['anonymous', 'otherRider', 'eduAdmin'] as const)('the %s may not read it', async (name) => {
      await mayNotRead(dbFor(name), position);
    });

    it.each(['customer', 'rider', 'otherRider'] as const)('the %s may not list positions', async (name) => {
      await mayNotList(dbFor(name), 'riderPositions');
    });

    it.each(['customer', 'rider', 'admin'] as const)(
      'the %s may not write a position (only the functions do)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(updateDoc(doc(db, position), { lat: 0 }));
        await assertFails(setDoc(doc(db, 'riderPositions/new'), { lat: 0, lng: 0, watchers: {} }));
        await assertFails(deleteDoc(doc(db, position)));
      },
    );
  });

  describe('orders/{id}/trail (for disputes)', () => {
    it('an admin may read and list the trail', async () => {
      await mayRead(dbFor('admin'), `orders/${watchedOrder}/trail/1`);
      await mayList(dbFor('admin'), `orders/${watchedOrder}/trail`);
    });

    it.each(['customer', 'rider', 'otherCustomer', 'anonymous'] as const)(
      'the %s may neither read nor list it',
      async (name) => {
        await mayNotRead(dbFor(name), `orders/${watchedOrder}/trail/1`);
        await mayNotList(dbFor(name), `orders/${watchedOrder}/trail`);
      },
    );

    it('nobody writes it from a client, admins included', async () => {
      await assertFails(setDoc(doc(dbFor('admin'), `orders/${watchedOrder}/trail/2`), { lat: 0 }));
    });
  });

  describe.each(['handover', 'share'])('orders/{id}/private/%s', (name) => {
    const path = `orders/${watchedOrder}/private/${name}`;

    it('the order’s customer may read it', async () => {
      await mayRead(dbFor('customer'), path);
    });

    it.each(['rider', 'admin', 'otherCustomer', 'anonymous', 'otherRider'] as const)(
      'the %s may not read it',
      async (actor) => {
        await mayNotRead(dbFor(actor), path);
      },
    );

    it('the customer may neither list nor change it', async () => {
      await mayNotList(dbFor('customer'), `orders/${watchedOrder}/private`);
      await assertFails(updateDoc(doc(dbFor('customer'), path), { code: '0000', token: 'mine' }));
      await assertFails(deleteDoc(doc(dbFor('customer'), path)));
    });
  });

  describe('trackingLinks (the public page reads them through the API only)', () => {
    it.each(['customer', 'rider', 'admin', 'anonymous'] as const)('the %s may not read one', async (name) => {
      await mayNotRead(dbFor(name), `trackingLinks/${'t'.repeat(24)}`);
      await mayNotList(dbFor(name), 'trackingLinks');
    });

    it('nobody writes one from a client', async () => {
      await assertFails(setDoc(doc(dbFor('customer'), 'trackingLinks/guessme'), { status: 'assigned' }));
    });
  });

  describe('riders/{uid} duty state', () => {
    it('the rider and admins may read the duty state', async () => {
      await mayRead(dbFor('rider'), `riders/${actors.rider.uid}`);
      await mayRead(dbFor('admin'), `riders/${actors.rider.uid}`);
    });

    it.each(['customer', 'otherRider', 'anonymous'] as const)(
      'the %s may not read another rider’s duty state',
      async (name) => {
        await mayNotRead(dbFor(name), `riders/${actors.rider.uid}`);
      },
    );

    it('the rider may not switch duty by writing the document (only POST /api/rider/duty)', async () => {
      await assertFails(updateDoc(doc(dbFor('rider'), `riders/${actors.rider.uid}`), { onDuty: false }));
    });
  });
});
