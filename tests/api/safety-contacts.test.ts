import { beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_CONTACTS, ORDERS } from '@dropwise/domain/collections';
import { shareNightRide } from '../../functions/src/services/safety/night-ride-share';
import { extensionTextSender } from '../../functions/src/services/safety/text-messages';
import { adminDb } from '../support/booking-fixtures';
import { signInWithPassword, signInWithPhone, demo, APP_URL, type SignedInUser } from '../support/emulators';
import { assignedRide, freshRider, setDuty } from '../support/live-trip';
import { getContacts, putContacts, textsAbout } from '../support/api-safety';

let customer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;

const asha = { name: 'Asha Patil', phone: '+919800000201' };
const vikram = { name: 'Vikram Rao', phone: '+919800000202' };
const stored = async (uid: string) => (await adminDb.doc(`${EMERGENCY_CONTACTS}/${uid}`).get()).data();

beforeAll(async () => {
  customer = await signInWithPhone('+15555550171');
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  rider = await freshRider('safety-contacts-rider', 'Sunil Jadhav');
  await adminDb.doc(`${EMERGENCY_CONTACTS}/${customer.uid}`).delete();
});

describe('emergency contacts', () => {
  it('are empty until saved, then answer what was saved', async () => {
    const before = await getContacts(customer);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ contacts: [], shareNightRides: false });

    const saved = await putContacts(customer, { contacts: [asha, vikram], shareNightRides: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ contacts: [asha, vikram], shareNightRides: true });
    expect((await getContacts(customer)).body.data).toEqual({
      contacts: [asha, vikram],
      shareNightRides: true,
    });
  });

  it.each([
    [
      'a fourth contact',
      {
        contacts: [
          asha,
          vikram,
          { name: 'C', phone: '+919800000203' },
          { name: 'D', phone: '+919800000204' },
        ],
        shareNightRides: false,
      },
      'contacts',
    ],
    [
      'a phone that is not E.164',
      { contacts: [asha, { name: 'Vikram', phone: '98000 00202' }], shareNightRides: false },
      'contacts.1.phone',
    ],
    [
      'an empty name',
      { contacts: [{ name: ' ', phone: '+919800000205' }], shareNightRides: false },
      'contacts.0.name',
    ],
    [
      'a name over 80 characters',
      { contacts: [{ name: 'N'.repeat(81), phone: '+919800000205' }], shareNightRides: false },
      'contacts.0.name',
    ],
    ['no night-sharing choice', { contacts: [asha] }, 'shareNightRides'],
    ['an unknown field', { contacts: [asha], shareNightRides: true, email: 'a@b.c' }, '_'],
  ])('refuses %s with 400 naming the field, and keeps what was saved', async (_what, body, field) => {
    const answer = await putContacts(customer, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
    expect(await stored(customer.uid)).toMatchObject({ contacts: [asha, vikram], shareNightRides: true });
  });

  it('are a customer’s: no token 401, a rider 403', async () => {
    expect((await getContacts(null)).status).toBe(401);
    expect((await putContacts(rider, { contacts: [], shareNightRides: false })).status).toBe(403);
  });
});

describe('sharing night rides', () => {
  const night = Date.parse('2026-11-28T17:00:00Z'); // 22:30 in India
  const day = Date.parse('2026-11-28T06:30:00Z'); // 12:00 in India

  it('texts each contact the trip’s link when a ride is assigned at night, and nobody by day', async () => {
    await setDuty(rider, true);
    await putContacts(customer, { contacts: [asha, vikram], shareNightRides: true });
    const orderId = await assignedRide(customer, admin, rider);
    // The assignment itself may fall at night in India and text them: count from what it sent.
    const toEach = async () => {
      const texts = await textsAbout(orderId);
      for (const text of texts) {
        expect(text).toMatchObject({ kind: 'trip_share', orderId });
        expect(String(text.body)).toMatch(new RegExp(`${APP_URL}/track/[A-Za-z0-9_-]+`));
      }
      return [asha, vikram].map((contact) => texts.filter((text) => text.to === contact.phone).length);
    };
    const before = await toEach();

    expect(await shareNightRide(adminDb, extensionTextSender(adminDb), orderId, APP_URL, day)).toBe(0);
    expect(await toEach()).toEqual(before);

    expect(await shareNightRide(adminDb, extensionTextSender(adminDb), orderId, APP_URL, night)).toBe(2);
    expect(await toEach()).toEqual(before.map((count) => count + 1));
  });

  it('texts nobody when the customer did not ask for it', async () => {
    await putContacts(customer, { contacts: [asha], shareNightRides: false });
    const orderId = await assignedRide(customer, admin, rider);
    expect(await shareNightRide(adminDb, extensionTextSender(adminDb), orderId, APP_URL, night)).toBe(0);
    expect(await textsAbout(orderId)).toEqual([]);
    expect((await adminDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('assigned');
  });
});
