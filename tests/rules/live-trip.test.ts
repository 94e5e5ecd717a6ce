import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { storedOrder, type StoredOrder } from '../support/stored-orders';
import {
  ORDERS,
  RIDERS,
  RIDER_POSITIONS,
  TRACKING_LINKS,
  orderPrivatePath,
  orderTrailPath,
} from '@dropwise/domain/collections';

const watchedOrder = 'order-watched';
const endedOrder = 'order-ended';

describe('live trip rules', () => {
  const rules = rulesFixture('live-trip', async (db) => {
    await setDoc(doc(db, `${RIDERS}/${actors.rider.uid}`), {
      name: 'Rider One',
      active: true,
      onDuty: true,
      dutyChangedAt: Timestamp.now(),
    });
    await setDoc(doc(db, `${RIDERS}/rider-2`), { name: 'Rider Two', active: true, onDuty: false });
    const carried: Array<[string, Partial<StoredOrder>]> = [
      [watchedOrder, { kind: 'ride', customerUid: actors.customer.uid, status: 'assigned' }],
      [endedOrder, { kind: 'parcel', customerUid: actors.otherCustomer.uid, status: 'delivered' }],
    ];
    for (const [id, fields] of carried) {
      await setDoc(doc(db, `${ORDERS}/${id}`), storedOrder({ ...fields, riderId: actors.rider.uid }));
    }
    // The rider carries the customer's order; the other customer's order has ended, so it is not watched.
    await setDoc(doc(db, `${RIDER_POSITIONS}/${actors.rider.uid}`), {
      lat: 18.52,
      lng: 73.85,
      accuracy: 10,
      at: Timestamp.now(),
      watchers: { [watchedOrder]: actors.customer.uid },
    });
    await setDoc(doc(db, `${RIDER_POSITIONS}/rider-2`), {
      lat: 18.5,
      lng: 73.8,
      accuracy: 10,
      at: Timestamp.now(),
      watchers: {},
    });
    for (const order of [watchedOrder, endedOrder]) {
      await setDoc(doc(db, `${orderTrailPath(order)}/1`), { lat: 18.52, lng: 73.85, at: Timestamp.now() });
      await setDoc(doc(db, `${orderPrivatePath(order)}/handover`), { code: '1234' });
      await setDoc(doc(db, `${orderPrivatePath(order)}/share`), {
        token: 't'.repeat(24),
        url: 'x',
        expiresAt: null,
      });
    }
    await setDoc(doc(db, `${TRACKING_LINKS}/${'t'.repeat(24)}`), {
      orderId: watchedOrder,
      status: 'assigned',
    });
  });
  const { dbFor } = rules;
  const position = `${RIDER_POSITIONS}/${actors.rider.uid}`;

  describe('riderPositions (the live position)', () => {
    it('the rider may read their own position', async () => {
      await mayRead(dbFor('rider'), position);
    });

    it('an admin may read any position and list them all (on-duty lists, nearest rider)', async () => {
      await mayRead(dbFor('admin'), position);
      await mayList(dbFor('admin'), RIDER_POSITIONS);
    });

    it('the customer whose open order the rider carries may read that position', async () => {
      await mayRead(dbFor('customer'), position);
    });

    it('a customer whose order has ended, or who never had one with this rider, may not', async () => {
      await mayNotRead(dbFor('otherCustomer'), position);
      await mayNotRead(dbFor('customer'), `${RIDER_POSITIONS}/rider-2`);
    });

    it.each(['anonymous', 'otherRider', 'eduAdmin'] as const)('the %s may not read it', async (name) => {
      await mayNotRead(dbFor(name), position);
    });

    it.each(['customer', 'rider', 'otherRider'] as const)('the %s may not list positions', async (name) => {
      await mayNotList(dbFor(name), RIDER_POSITIONS);
    });

    it.each(['customer', 'rider', 'admin'] as const)(
      'the %s may not write a position (only the functions do)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(updateDoc(doc(db, position), { lat: 0 }));
        await assertFails(setDoc(doc(db, `${RIDER_POSITIONS}/new`), { lat: 0, lng: 0, watchers: {} }));
        await assertFails(deleteDoc(doc(db, position)));
      },
    );
  });

  describe(`${ORDERS}/{id}/trail (for disputes)`, () => {
    it('an admin may read and list the trail', async () => {
      await mayRead(dbFor('admin'), `${orderTrailPath(watchedOrder)}/1`);
      await mayList(dbFor('admin'), orderTrailPath(watchedOrder));
    });

    it.each(['customer', 'rider', 'otherCustomer', 'anonymous'] as const)(
      'the %s may neither read nor list it',
      async (name) => {
        await mayNotRead(dbFor(name), `${orderTrailPath(watchedOrder)}/1`);
        await mayNotList(dbFor(name), orderTrailPath(watchedOrder));
      },
    );

    it('nobody writes it from a client, admins included', async () => {
      await assertFails(setDoc(doc(dbFor('admin'), `${orderTrailPath(watchedOrder)}/2`), { lat: 0 }));
    });
  });

  describe.each(['handover', 'share'])(`${orderPrivatePath('{id}')}/%s`, (name) => {
    const path = `${orderPrivatePath(watchedOrder)}/${name}`;

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
      await mayNotList(dbFor('customer'), orderPrivatePath(watchedOrder));
      await assertFails(updateDoc(doc(dbFor('customer'), path), { code: '0000', token: 'mine' }));
      await assertFails(deleteDoc(doc(dbFor('customer'), path)));
    });
  });

  describe('trackingLinks (the public page reads them through the API only)', () => {
    it.each(['customer', 'rider', 'admin', 'anonymous'] as const)('the %s may not read one', async (name) => {
      await mayNotRead(dbFor(name), `${TRACKING_LINKS}/${'t'.repeat(24)}`);
      await mayNotList(dbFor(name), TRACKING_LINKS);
    });

    it('nobody writes one from a client', async () => {
      await assertFails(setDoc(doc(dbFor('customer'), `${TRACKING_LINKS}/guessme`), { status: 'assigned' }));
    });
  });

  describe(`${RIDERS}/{uid} duty state`, () => {
    it('the rider and admins may read the duty state', async () => {
      await mayRead(dbFor('rider'), `${RIDERS}/${actors.rider.uid}`);
      await mayRead(dbFor('admin'), `${RIDERS}/${actors.rider.uid}`);
    });

    it.each(['customer', 'otherRider', 'anonymous'] as const)(
      'the %s may not read another rider’s duty state',
      async (name) => {
        await mayNotRead(dbFor(name), `${RIDERS}/${actors.rider.uid}`);
      },
    );

    it('the rider may not switch duty by writing the document (only POST /api/rider/duty)', async () => {
      await assertFails(updateDoc(doc(dbFor('rider'), `${RIDERS}/${actors.rider.uid}`), { onDuty: false }));
    });
  });
});
