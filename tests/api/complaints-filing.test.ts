import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINTS } from '@dropwise/domain/collections';
import { adminDb } from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { assignedRide } from '../support/live-trip';
import {
  complaint,
  complaintActors,
  complaintsOn,
  DAY_MS,
  endedDaysAgo,
  fileComplaint,
  REFERENCE,
} from '../support/api-complaints';

let customer: SignedInUser;
let otherCustomer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;
let otherRider: SignedInUser;

beforeAll(async () => {
  ({ customer, otherCustomer, admin, rider, otherRider } = await complaintActors('complaints-filing'));
});

const ride = () => assignedRide(customer, admin, rider);

describe('filing a complaint', () => {
  it('the customer files one on an open order: 201, a reference and an answer due in 7 days', async () => {
    const orderId = await ride();
    const before = Date.now();
    const filed = await fileComplaint(customer, orderId, complaint({ text: '  Overcharged by ₹50.  ' }));
    const after = Date.now();
    expect(filed.status).toBe(201);
    const { complaintId, reference, dueBy } = filed.body.data as {
      complaintId: string;
      reference: string;
      dueBy: string;
    };
    expect(reference).toMatch(REFERENCE);
    expect(reference).toBe(`DWC-${complaintId}`);
    expect(dueBy).toBe(new Date(dueBy).toISOString());
    expect(Date.parse(dueBy)).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1_000);
    expect(Date.parse(dueBy)).toBeLessThanOrEqual(after + 7 * DAY_MS + 1_000);

    const stored = (await adminDb.doc(`${COMPLAINTS}/${complaintId}`).get()).data()!;
    expect(stored).toMatchObject({
      orderId,
      orderKind: 'ride',
      customerUid: customer.uid,
      riderId: rider.uid,
      by: { uid: customer.uid, role: 'customer' },
      category: 'fare',
      text: 'Overcharged by ₹50.',
      status: 'open',
      answer: null,
      reference,
    });
    expect(stored.dueBy.toMillis()).toBe(Date.parse(dueBy));
  });

  it('the rider on the order files one after the trip ended', async () => {
    const orderId = await ride();
    await endedDaysAgo(orderId, 2);
    const filed = await fileComplaint(rider, orderId, complaint({ category: 'behaviour' }));
    expect(filed.status).toBe(201);
    expect(filed.body.data?.reference).toMatch(REFERENCE);
    const stored = await adminDb.doc(`${COMPLAINTS}/${String(filed.body.data?.complaintId)}`).get();
    expect(stored.get('by')).toEqual({ uid: rider.uid, role: 'rider' });
    expect(stored.get('category')).toBe('behaviour');
  });

  it('answers 404 to another customer, a rider not on the order and for an unknown order, storing nothing', async () => {
    const orderId = await ride();
    for (const stranger of [otherCustomer, otherRider]) {
      const refused = await fileComplaint(stranger, orderId, complaint());
      expect(refused.status).toBe(404);
      expect(refused.body.error?.code).toBe('not_found');
    }
    expect((await fileComplaint(customer, 'no-such-order', complaint())).status).toBe(404);
    expect(await complaintsOn(orderId)).toBe(0);
    expect(await complaintsOn('no-such-order')).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const orderId = await ride();
    expect((await fileComplaint(null, orderId, complaint())).status).toBe(401);
    expect(await complaintsOn(orderId)).toBe(0);
  });

  it('takes complaints 29 days after the order ended, and refuses them after 30 with 409', async () => {
    const orderId = await ride();
    await endedDaysAgo(orderId, 29);
    expect((await fileComplaint(customer, orderId, complaint())).status).toBe(201);
    await endedDaysAgo(orderId, 31);
    const late = await fileComplaint(customer, orderId, complaint());
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/30 days/);
    const cancelled = await ride();
    await endedDaysAgo(cancelled, 45, 'cancelled');
    expect((await fileComplaint(rider, cancelled, complaint())).status).toBe(409);
    expect(await complaintsOn(orderId)).toBe(1);
    expect(await complaintsOn(cancelled)).toBe(0);
  });

  it('takes five from one person on one order, refuses the sixth with 409, and still takes the other’s', async () => {
    const orderId = await ride();
    for (let n = 1; n <= 5; n += 1) {
      expect(
        (await fileComplaint(customer, orderId, complaint({ text: `Complaint number ${n}.` }))).status,
      ).toBe(201);
    }
    const sixth = await fileComplaint(customer, orderId, complaint());
    expect(sixth.status).toBe(409);
    expect(sixth.body.error?.message).toMatch(/5 complaints/);
    expect((await fileComplaint(rider, orderId, complaint())).status).toBe(201);
    expect(await complaintsOn(orderId)).toBe(6);
  });
});
