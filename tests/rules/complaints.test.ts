import { doc, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayNotList, mayNotRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { assertNoClientWrites } from '../support/rules-writes';
import { COMPLAINTS, CONFIG, GRIEVANCE_OFFICER_PATH } from '@dropwise/domain/collections';
import type { ComplaintDocument } from '@dropwise/domain/complaints';

const { customer, rider, admin } = actors;
const orderId = 'order-complained';
const customerComplaint = `${COMPLAINTS}/CUST2345`;
const riderComplaint = `${COMPLAINTS}/RYDR2345`;

function storedComplaint(fields: Partial<ComplaintDocument<Timestamp>> = {}): ComplaintDocument<Timestamp> {
  return {
    orderId,
    orderKind: 'ride',
    customerUid: customer.uid,
    riderId: rider.uid,
    by: { uid: customer.uid, role: 'customer' },
    byName: 'Asha',
    category: 'fare',
    text: 'I was charged twice for this ride.',
    status: 'open',
    answer: null,
    answeredAt: null,
    answeredBy: null,
    reference: 'DWC-CUST2345',
    createdAt: Timestamp.now(),
    dueBy: Timestamp.fromMillis(Date.now() + 7 * 24 * 60 * 60 * 1000),
    ...fields,
  };
}

const officer = {
  name: 'Asha Kulkarni (demo)',
  email: 'grievance@dropwise.example',
  phone: '+919800000001',
  answerWithinDays: 7,
};

// The people a complaint is about first, then the rest.
const everyone = [
  'customer',
  'rider',
  'admin',
  'otherCustomer',
  'otherRider',
  'eduAdmin',
  'anonymous',
] as const;

describe('complaint and grievance officer rules', () => {
  const rules = rulesFixture('complaints', async (db) => {
    await setDoc(doc(db, customerComplaint), storedComplaint());
    await setDoc(doc(db, riderComplaint), storedComplaint({ by: { uid: rider.uid, role: 'rider' } }));
    await setDoc(doc(db, GRIEVANCE_OFFICER_PATH), officer);
  });
  const { dbFor } = rules;

  describe(`${COMPLAINTS}/{id}: only the API reads and writes them`, () => {
    it.each(everyone)('the %s may neither get a complaint nor list them', async (name) => {
      const db = dbFor(name);
      await mayNotRead(db, customerComplaint);
      await mayNotRead(db, riderComplaint);
      await mayNotList(db, COMPLAINTS);
      await mayNotList(db, COMPLAINTS, where('orderId', '==', orderId));
    });

    it('the customer and the rider may not find their own by querying for them', async () => {
      await mayNotList(dbFor('customer'), COMPLAINTS, where('by.uid', '==', customer.uid));
      await mayNotList(dbFor('customer'), COMPLAINTS, where('customerUid', '==', customer.uid));
      await mayNotList(dbFor('rider'), COMPLAINTS, where('by.uid', '==', rider.uid));
      await mayNotList(dbFor('rider'), COMPLAINTS, where('riderId', '==', rider.uid));
    });

    it.each(everyone)('the %s may not file, answer or delete one from a client', async (name) => {
      await assertNoClientWrites(
        dbFor(name),
        { existing: customerComplaint, created: `${COMPLAINTS}/MADE2345` },
        storedComplaint(),
        { status: 'resolved', answer: 'Refunded.', answeredBy: admin.uid, answeredAt: Timestamp.now() },
      );
    });
  });

  describe(`${GRIEVANCE_OFFICER_PATH}: served and saved by the API alone`, () => {
    it.each(everyone)('the %s may not read it from a client', async (name) => {
      await mayNotRead(dbFor(name), GRIEVANCE_OFFICER_PATH);
      await mayNotList(dbFor(name), CONFIG, where('email', '==', officer.email));
    });

    it.each(everyone)('the %s may not write it from a client', async (name) => {
      await assertNoClientWrites(
        dbFor(name),
        { existing: GRIEVANCE_OFFICER_PATH, created: GRIEVANCE_OFFICER_PATH },
        { ...officer, answerWithinDays: 30 },
        { phone: '+15555550100' },
      );
    });
  });
});
