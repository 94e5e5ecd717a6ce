import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, bookOrder, ensureAccount, parcelRequest } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { move } from '../support/order-actors';
import { ORDERS, RIDERS, USERS, userNotificationsPath, userTokensPath } from '@dropwise/domain/collections';

let admin: SignedInUser;
let rider: SignedInUser;

beforeAll(async () => {
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  rider = await ensureAccount('notify-language-rider', { rider: true }, { active: true, name: 'Rider M' });
});

/** A device for the user, so the push trigger has somewhere to send (FCM itself is unreachable). */
async function registerDevice(uid: string): Promise<void> {
  const token = `fake-fcm-token-${randomUUID()}`;
  await adminDb.doc(`${userTokensPath(uid)}/${createHash('sha256').update(token).digest('hex')}`).set({
    token,
    platform: 'web',
    userAgent: 'api test',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
}

/**
 * The user's feed entry about the order whose message matches, once the push trigger has
 * recorded what it sent (`push`: the language, title and body the devices were sent).
 */
async function pushedAbout(
  uid: string,
  orderId: string,
  matches: (message: { key: string; values: Record<string, unknown> }) => boolean,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    const feed = await adminDb.collection(userNotificationsPath(uid)).where('orderId', '==', orderId).get();
    const entry = feed.docs.map((doc) => doc.data()).find((data) => data.message && matches(data.message));
    if (entry?.push) return entry;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no pushed notification for ${uid} about ${orderId}`);
}

const accepted = (message: { key: string; values: Record<string, unknown> }) =>
  message.key === 'orderStatus' && message.values.status === 'accepted';

// The first booking and the first push may each wait for a cold function worker.
describe('notifications in the recipient’s language (functions emulator)', { timeout: 60_000 }, () => {
  it.each([
    [
      'a customer who reads Hindi is pushed the order change in Hindi; the feed keeps English',
      { name: 'Asha Patil', language: 'hi' },
      {
        language: 'hi',
        title: 'पार्सल स्वीकार हो गया',
        body: 'आपका पार्सल स्वीकार हो गया है। हम राइडर ढूँढ रहे हैं।',
      },
    ],
    [
      'a customer with no language on their profile is pushed English',
      { name: 'Neha Joshi' },
      { language: 'en', title: 'Parcel: Accepted', body: 'Your parcel is accepted. We are finding a rider.' },
    ],
  ])('%s', async (_name, profile: { name: string; language?: string }, push) => {
    const customer = await freshSignedInCustomer(profile.name);
    if (profile.language)
      await adminDb.doc(`${USERS}/${customer.uid}`).update({ language: profile.language });
    await registerDevice(customer.uid);
    const id = await bookOrder(customer.idToken, parcelRequest());
    expect((await move(admin, id, { to: 'accepted' })).status).toBe(200);

    const entry = await pushedAbout(customer.uid, id, accepted);
    expect(entry).toMatchObject({
      title: 'Parcel: Accepted',
      body: 'Your parcel is accepted. We are finding a rider.',
      message: { key: 'orderStatus', values: { kind: 'parcel', status: 'accepted' } },
    });
    expect(entry.push).toMatchObject({ tokens: 1, ...push });
  });

  it('a rider is pushed in the language on their rider record', async () => {
    await adminDb.doc(`${RIDERS}/${rider.uid}`).update({ language: 'mr' });
    await registerDevice(rider.uid);
    const customer = await freshSignedInCustomer('Ravi Kulkarni');
    const id = await bookOrder(customer.idToken, parcelRequest());
    expect((await move(admin, id, { to: 'accepted' })).status).toBe(200);
    expect((await move(admin, id, { to: 'assigned', riderId: rider.uid })).status).toBe(200);

    const entry = await pushedAbout(rider.uid, id, (message) => message.key === 'riderOrderAssigned');
    expect(entry.title).toBe('New order assigned');
    // The places as the server labelled them when the order was booked.
    const order = await adminDb.doc(`${ORDERS}/${id}`).get();
    const [pickup, dropOff] = [order.get('pickup.address') as string, order.get('dropOff.address') as string];
    expect(pickup).toMatch(/^Near /);
    expect(entry.push).toMatchObject({
      language: 'mr',
      title: 'नवीन ऑर्डर मिळाली',
      body: `${pickup} येथून पिकअप करा, ${dropOff} येथे ड्रॉप करा.`,
    });
  });
});
