import { doc, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ids, mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { MESSAGES, SOS_ALERTS, SOS_OPEN } from '@dropwise/domain/collections';
import type { SosAlertDocument, TextMessageDocument } from '@dropwise/domain/safety/sos';

const { customer, rider, admin } = actors;
const orderId = 'order-sos';
const alertPath = `${SOS_ALERTS}/alert-1`;
const openPath = `${SOS_OPEN}/${orderId}_${customer.uid}`;
const messagePath = `${MESSAGES}/message-1`;

function storedAlert(fields: Partial<SosAlertDocument<Timestamp>> = {}): SosAlertDocument<Timestamp> {
  return {
    orderId,
    pickup: 'FC Road',
    raisedBy: customer.uid,
    role: 'customer',
    customerUid: customer.uid,
    customerName: 'Asha',
    customerPhone: '+919876543210',
    riderId: rider.uid,
    riderName: 'Rider One',
    riderPhone: '+919876500001',
    vehicleRegistration: 'MH12AB1234',
    position: { lat: 18.52, lng: 73.85, accuracy: 12, at: Date.now() },
    positionSource: 'phone',
    raisedNote: null,
    status: 'open',
    raisedAt: Timestamp.now(),
    told: { contacts: ['Ravi'], admins: 1 },
    remindedAt: null,
    acknowledgedBy: null,
    acknowledgedAt: null,
    closedBy: null,
    closedAt: null,
    note: null,
    ...fields,
  };
}

const text: TextMessageDocument<Timestamp> = {
  to: '+919812345678',
  body: 'Asha raised an SOS on a Dropwise ride. Call 112 if you cannot reach her.',
  kind: 'sos',
  orderId,
  createdAt: Timestamp.now(),
};

// Every asker but the platform admin, the people an alert is about first.
const notAdmins = [
  'customer',
  'rider',
  'otherCustomer',
  'otherRider',
  'riderWithoutClaim',
  'eduAdmin',
  'anonymous',
] as const;
const everyone = ['admin', ...notAdmins] as const;

describe('SOS alert, open pointer and text message rules', () => {
  const rules = rulesFixture('safety-alerts', async (db) => {
    await setDoc(doc(db, alertPath), storedAlert());
    await setDoc(
      doc(db, `${SOS_ALERTS}/alert-2`),
      storedAlert({ raisedBy: rider.uid, role: 'rider', status: 'acknowledged', acknowledgedBy: admin.uid }),
    );
    await setDoc(doc(db, openPath), { alertId: 'alert-1' });
    await setDoc(doc(db, messagePath), { ...text, delivery: { state: 'SUCCESS' } });
  });
  const { dbFor } = rules;

  describe(`${SOS_ALERTS}/{id} (the safety desk)`, () => {
    it('a platform admin may read an alert and list the open ones', async () => {
      const snapshot = await mayRead(dbFor('admin'), alertPath);
      expect(snapshot.get('customerPhone')).toBe('+919876543210');
      const open = await mayList(dbFor('admin'), SOS_ALERTS, where('status', '==', 'open'));
      expect(ids(open)).toEqual(['alert-1']);
    });

    it.each(notAdmins)('the %s may neither read an alert nor list them', async (name) => {
      const db = dbFor(name);
      await mayNotRead(db, alertPath);
      await mayNotRead(db, `${SOS_ALERTS}/alert-2`);
      await mayNotList(db, SOS_ALERTS);
    });

    it('the customer may not find the alert they raised by querying for it', async () => {
      await mayNotList(dbFor('customer'), SOS_ALERTS, where('raisedBy', '==', customer.uid));
      await mayNotList(dbFor('customer'), SOS_ALERTS, where('customerUid', '==', customer.uid));
    });

    it('the rider may not find alerts about their trips by querying for them', async () => {
      await mayNotList(dbFor('rider'), SOS_ALERTS, where('riderId', '==', rider.uid));
      await mayNotList(dbFor('rider'), SOS_ALERTS, where('raisedBy', '==', rider.uid));
    });

    it.each(everyone)(
      'the %s may not raise, acknowledge, close or delete an alert from a client (only the API does)',
      async (name) => {
        await assertNoClientWrites(
          dbFor(name),
          { existing: alertPath, created: `${SOS_ALERTS}/alert-made-up` },
          storedAlert(),
          {
            status: 'closed',
            closedBy: admin.uid,
            closedAt: Timestamp.now(),
            note: 'Spoke to her, all well.',
          },
        );
      },
    );
  });

  describe(`${SOS_OPEN}/{orderId}_{uid} (the functions’ pointer)`, () => {
    it.each(everyone)('the %s may neither read nor list it', async (name) => {
      await mayNotRead(dbFor(name), openPath);
      await mayNotList(dbFor(name), SOS_OPEN);
    });

    it.each(everyone)('the %s may not write it', async (name) => {
      await assertNoClientWrites(
        dbFor(name),
        { existing: openPath, created: `${SOS_OPEN}/${orderId}_${rider.uid}` },
        { alertId: 'alert-made-up' },
        { alertId: 'alert-2' },
      );
    });
  });

  describe(`${MESSAGES}/{id} (texts for the Twilio extension)`, () => {
    it('a platform admin may read a text and see whether it went out', async () => {
      const snapshot = await mayRead(dbFor('admin'), messagePath);
      expect(snapshot.get('delivery.state')).toBe('SUCCESS');
      await mayList(dbFor('admin'), MESSAGES, where('orderId', '==', orderId));
    });

    it.each(notAdmins)('the %s may neither read a text nor list them', async (name) => {
      const db = dbFor(name);
      await mayNotRead(db, messagePath);
      await mayNotList(db, MESSAGES);
      await mayNotList(db, MESSAGES, where('orderId', '==', orderId));
    });

    it.each(everyone)(
      'the %s may not send, change or delete a text (only the functions do)',
      async (name) => {
        await assertNoClientWrites(
          dbFor(name),
          { existing: messagePath, created: `${MESSAGES}/message-made-up` },
          { ...text, to: '+15555550100', body: 'Sent on Dropwise’s account' },
          { to: '+15555550100' },
        );
      },
    );
  });
});
