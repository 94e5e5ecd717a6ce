import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COMPLAINTS } from '@dropwise/domain/collections';
import { adminDb } from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { assignedRide } from '../support/live-trip';
import { feedKeys } from '../support/api-safety';
import {
  answer,
  complaint,
  complaintActors,
  deskList,
  fileComplaint,
  orderComplaints,
} from '../support/api-complaints';

let customer: SignedInUser;
let otherCustomer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;
let otherRider: SignedInUser;

beforeAll(async () => {
  ({ customer, otherCustomer, admin, rider, otherRider } = await complaintActors('complaints-answers'));
});

/** A ride with one complaint from its customer and one from its rider. */
async function complainedRide() {
  const orderId = await assignedRide(customer, admin, rider);
  const mine = await fileComplaint(customer, orderId, complaint());
  const theirs = await fileComplaint(rider, orderId, complaint({ category: 'behaviour' }));
  return {
    orderId,
    customerComplaint: String(mine.body.data?.complaintId),
    riderComplaint: String(theirs.body.data?.complaintId),
  };
}

const listed = (body: { data?: unknown }) => body.data as Array<Record<string, unknown>>;

describe('reading the complaints on an order', () => {
  it('shows the customer and the rider each their own, and the admin all', async () => {
    const { orderId, customerComplaint, riderComplaint } = await complainedRide();
    const seenBy = async (user: SignedInUser) => listed((await orderComplaints(user, orderId)).body);
    expect((await seenBy(customer)).map((c) => c.complaintId)).toEqual([customerComplaint]);
    expect((await seenBy(rider)).map((c) => c.complaintId)).toEqual([riderComplaint]);
    expect((await seenBy(admin)).map((c) => c.complaintId).sort()).toEqual(
      [customerComplaint, riderComplaint].sort(),
    );
    expect((await seenBy(customer))[0]).toMatchObject({ category: 'fare', status: 'open', answer: null });
  });

  it('answers 404 to anyone else, and for an unknown order', async () => {
    const { orderId } = await complainedRide();
    expect((await orderComplaints(otherCustomer, orderId)).status).toBe(404);
    expect((await orderComplaints(otherRider, orderId)).status).toBe(404);
    expect((await orderComplaints(admin, 'no-such-order')).status).toBe(404);
  });
});

describe('the admin’s answer', () => {
  it('moves the status, shows the filer the answer and tells them in their feed', async () => {
    const { orderId, customerComplaint } = await complainedRide();
    const working = await answer(admin, customerComplaint, {
      answer: 'We are checking the fare.',
      status: 'in_progress',
    });
    expect(working.status).toBe(200);
    expect(working.body.data).toEqual({ complaintId: customerComplaint, status: 'in_progress' });
    let seen = listed((await orderComplaints(customer, orderId)).body)[0];
    expect(seen).toMatchObject({ status: 'in_progress', answer: 'We are checking the fare.' });

    await answer(admin, customerComplaint, { answer: 'Refunded ₹50 to you.', status: 'resolved' });
    seen = listed((await orderComplaints(customer, orderId)).body)[0];
    expect(seen).toMatchObject({ status: 'resolved', answer: 'Refunded ₹50 to you.' });
    const stored = (await adminDb.doc(`${COMPLAINTS}/${customerComplaint}`).get()).data()!;
    expect(stored.answeredBy).toBe(admin.uid);
    expect(await feedKeys(customer.uid, orderId)).toEqual(
      expect.arrayContaining(['complaintInProgress', 'complaintResolved']),
    );
    // The rider's own complaint was not answered: their feed has nothing about complaints.
    expect((await feedKeys(rider.uid, orderId)).filter((key) => key.startsWith('complaint'))).toEqual([]);
  });

  it('is refused with 403 to the customer and the rider, changing nothing', async () => {
    const { customerComplaint } = await complainedRide();
    for (const user of [customer, rider]) {
      const refused = await answer(user, customerComplaint, {
        answer: 'Sorted, thanks.',
        status: 'resolved',
      });
      expect(refused.status).toBe(403);
    }
    const stored = (await adminDb.doc(`${COMPLAINTS}/${customerComplaint}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'open', answer: null });
  });

  it('answers 404 for a complaint that does not exist', async () => {
    expect((await answer(admin, 'ZZZZ2222', { answer: 'Hello.', status: 'resolved' })).status).toBe(404);
    expect((await answer(admin, 'not-an-id', { answer: 'Hello.', status: 'resolved' })).status).toBe(404);
  });
});

describe('the complaints desk', () => {
  it('lists open complaints overdue first, marked, and only to admins', async () => {
    const { customerComplaint, riderComplaint } = await complainedRide();
    await adminDb
      .doc(`${COMPLAINTS}/${riderComplaint}`)
      .update({ dueBy: Timestamp.fromMillis(Date.now() - 60_000) });
    const desk = await deskList(admin, 'open');
    expect(desk.status).toBe(200);
    const rows = listed(desk.body);
    expect(rows.every((row) => row.status === 'open')).toBe(true);
    const overdue = rows.map((row) => row.overdue);
    expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)));
    expect(rows.find((row) => row.complaintId === riderComplaint)).toMatchObject({
      overdue: true,
      by: { uid: rider.uid, role: 'rider', name: 'Sunil Jadhav' },
    });
    expect(rows.find((row) => row.complaintId === customerComplaint)?.overdue).toBe(false);

    await answer(admin, customerComplaint, { answer: 'Refunded.', status: 'resolved' });
    const resolved = listed((await deskList(admin, 'resolved')).body);
    expect(resolved.map((row) => row.complaintId)).toContain(customerComplaint);
    expect(listed((await deskList(admin)).body).map((row) => row.complaintId)).not.toContain(
      customerComplaint,
    );
    expect(listed((await deskList(admin, 'all')).body).map((row) => row.complaintId)).toContain(
      customerComplaint,
    );

    expect((await deskList(customer)).status).toBe(403);
    expect((await deskList(rider)).status).toBe(403);
    const bad = await deskList(admin, 'closed');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(['status']);
  });
});
