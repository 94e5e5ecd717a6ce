import { beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_CONTACTS, SOS_ALERTS } from '@dropwise/domain/collections';
import { adminDb, callApi } from '../support/booking-fixtures';
import { APP_URL, demo, signInWithPassword, signInWithPhone, type SignedInUser } from '../support/emulators';
import { track, tokenOf } from '../support/api-trip-share-calls';
import { assignedRide, fix, freshRider, report, setDuty } from '../support/live-trip';
import {
  acknowledge,
  alertData,
  alertsOn,
  closeAlert,
  feedKeys,
  putContacts,
  raiseSos,
  textsAbout,
} from '../support/api-safety';

let customer: SignedInUser;
let otherCustomer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;
let otherRider: SignedInUser;

const contacts = [
  { name: 'Asha Patil', phone: '+919800000301' },
  { name: 'Vikram Rao', phone: '+919800000302' },
];

beforeAll(async () => {
  customer = await signInWithPhone('+15555550172');
  otherCustomer = await signInWithPhone('+15555550173');
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  rider = await freshRider('safety-sos-rider', 'Sunil Jadhav');
  otherRider = await freshRider('safety-sos-other-rider', 'Mahesh Pawar');
  await setDuty(rider, true);
  await report(rider, fix());
  await adminDb.doc(`${EMERGENCY_CONTACTS}/${customer.uid}`).delete();
  await putContacts(customer, { contacts, shareNightRides: false });
});

describe('raising an SOS', () => {
  let orderId: string;
  let alertId: string;

  it('the customer raises one on an assigned ride: 201, the alert stored with the rider, vehicle and phone position', async () => {
    orderId = await assignedRide(customer, admin, rider);
    const answer = await raiseSos(customer, orderId, {
      lat: 18.52,
      lng: 73.85,
      accuracy: 25,
      note: 'Driver took a wrong turn',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ alertId: expect.any(String), call: '112' });
    alertId = String(answer.body.data!.alertId);
    expect(await alertData(alertId)).toMatchObject({
      orderId,
      raisedBy: customer.uid,
      role: 'customer',
      customerUid: customer.uid,
      riderId: rider.uid,
      vehicleRegistration: 'MH12AB1234',
      position: { lat: 18.52, lng: 73.85, accuracy: 25, at: expect.any(Number) },
      positionSource: 'phone',
      raisedNote: 'Driver took a wrong turn',
      status: 'open',
      acknowledgedBy: null,
      closedBy: null,
      note: null,
    });
  });

  it('tells who was told: both contacts texted with the share link, every admin notified', async () => {
    const data = await alertData(alertId);
    expect(data?.told).toEqual({ contacts: ['Asha Patil', 'Vikram Rao'], admins: expect.any(Number) });
    expect((data?.told as { admins: number }).admins).toBeGreaterThanOrEqual(1);
    const texts = (await textsAbout(orderId)).filter((text) => text.kind === 'sos');
    expect(texts.map((text) => text.to).sort()).toEqual(contacts.map((contact) => contact.phone));
    for (const text of texts) {
      expect(String(text.body)).toMatch(/^SOS from .* on Dropwise\./);
      expect(String(text.body)).toMatch(/\/track\/[A-Za-z0-9_-]+/);
    }
    expect(await feedKeys(admin.uid, orderId)).toContain('sosRaised');
  });

  it('the link the contacts get shows the vehicle to look for, and never the rider’s phone', async () => {
    const [text] = (await textsAbout(orderId)).filter((one) => one.kind === 'sos');
    const url = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]+/.exec(String(text!.body))![0];
    const view = await track(tokenOf(url));
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      riderFirstName: 'Sunil',
      vehicle: { registration: 'MH12AB1234', make: 'Bajaj', model: 'Pulsar 150', colour: 'Black' },
    });
    expect(JSON.stringify(view.body)).not.toContain('+919800000000');
  });

  it('raising it again answers the same open alert with 200, and stores nothing new', async () => {
    const again = await raiseSos(customer, orderId, {});
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      alertId,
      call: '112',
      told: { contacts: ['Asha Patil', 'Vikram Rao'] },
    });
    expect(await alertsOn(orderId)).toBe(1);
  });

  it('the rider raises their own, positioned by their last report when the phone gives none', async () => {
    const answer = await raiseSos(rider, orderId);
    expect(answer.status).toBe(201);
    // The contacts are the customer's: the rider is not told who they are.
    expect(answer.body.data?.told).toEqual({ contacts: [], admins: expect.any(Number) });
    const data = await alertData(String(answer.body.data!.alertId));
    expect(data).toMatchObject({ role: 'rider', raisedBy: rider.uid, positionSource: 'rider' });
    const fromRider = (await textsAbout(orderId)).filter((text) =>
      /^The rider on .*'s trip raised an SOS/.test(String(text.body)),
    );
    expect(fromRider).toHaveLength(2);
    expect(data?.position).toMatchObject({ lat: fix().lat, lng: fix().lng });
  });

  it('takes a bare POST with no body at all, as a one-tap client sends it', async () => {
    const bare = await assignedRide(customer, admin, rider);
    const response = await fetch(`${APP_URL}/api/orders/${bare}/sos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.idToken}` },
    });
    expect(response.status).toBe(201);
    expect(await alertsOn(bare)).toBe(1);
  });

  it('answers 404 to another customer, another rider, and an admin, and stores nothing', async () => {
    for (const stranger of [otherCustomer, otherRider, admin]) {
      const answer = await raiseSos(stranger, orderId);
      expect(answer.status).toBe(404);
    }
    expect((await raiseSos(customer, 'no-such-order')).status).toBe(404);
    expect((await raiseSos(null, orderId)).status).toBe(401);
    expect(await alertsOn(orderId)).toBe(2);
  });

  describe('the safety desk', () => {
    it('refuses to close before acknowledging (409), and anyone but an admin (403)', async () => {
      expect((await closeAlert(admin, alertId, { note: 'Called the customer' })).status).toBe(409);
      expect((await acknowledge(customer, alertId)).status).toBe(403);
      expect((await acknowledge(rider, alertId)).status).toBe(403);
      expect((await alertData(alertId))?.status).toBe('open');
    });

    it('acknowledges an open alert once: 200, then 409', async () => {
      const answer = await acknowledge(admin, alertId);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ status: 'acknowledged' });
      // Sent again with an empty JSON body, as some clients do: still one step, now 409.
      const withBody = await callApi(`/api/admin/sos/${alertId}/acknowledge`, {
        token: admin.idToken,
        body: {},
      });
      expect(withBody.status).toBe(409);
      expect(await alertData(alertId)).toMatchObject({ status: 'acknowledged', acknowledgedBy: admin.uid });
      expect((await acknowledge(admin, alertId)).status).toBe(409);
      expect((await acknowledge(admin, 'no-such-alert')).status).toBe(404);
    });

    it.each([
      ['without a note', {}],
      ['with an empty note', { note: '  ' }],
      ['with a note over 500 characters', { note: 'n'.repeat(501) }],
    ])('refuses a close %s with 400, and the alert stays acknowledged', async (_what, body) => {
      const answer = await closeAlert(admin, alertId, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields).toHaveProperty('note');
      expect((await alertData(alertId))?.status).toBe('acknowledged');
    });

    it('closes it with a note, keeping its history; closing again is 409; a new SOS is a new alert', async () => {
      const answer = await closeAlert(admin, alertId, {
        note: 'Spoke to both; the rider was rerouting around a closure.',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ status: 'closed' });
      const data = await alertData(alertId);
      expect(data).toMatchObject({
        status: 'closed',
        closedBy: admin.uid,
        acknowledgedBy: admin.uid,
        note: expect.stringMatching(/rerouting/),
      });
      expect(data?.raisedAt).toBeDefined();
      expect(data?.closedAt).toBeDefined();
      expect((await closeAlert(admin, alertId, { note: 'again' })).status).toBe(409);

      const next = await raiseSos(customer, orderId);
      expect(next.status).toBe(201);
      expect(next.body.data?.alertId).not.toBe(alertId);
      await adminDb.doc(`${SOS_ALERTS}/${String(next.body.data?.alertId)}`).update({ status: 'closed' });
    });
  });
});
