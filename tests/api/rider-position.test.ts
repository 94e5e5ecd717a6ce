import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../support/booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from '../support/emulators';
import { fix, freshRider, pastReportSpacing, positionOf, report, setDuty } from '../support/live-trip';
import { RIDERS } from '@dropwise/domain/collections';

let rider: SignedInUser;

beforeAll(async () => {
  rider = await freshRider('trip-position-rider');
  await setDuty(rider, false);
});

/** The stored position, to prove a refused report changed nothing. */
const storedFix = async () => {
  const data = await positionOf(rider.uid);
  return data ? { lat: data.lat, lng: data.lng, at: String(data.at?.toMillis?.() ?? data.at) } : undefined;
};

describe('POST /api/rider/duty', () => {
  it('a rider going on duty gets 200 {onDuty: true}; the switch and its time are stored, and a position document waits for a fix', async () => {
    const answer = await setDuty(rider, true);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { onDuty: true } });
    const stored = (await adminDb.doc(`${RIDERS}/${rider.uid}`).get()).data()!;
    expect(stored.onDuty).toBe(true);
    expect(Date.now() - stored.dutyChangedAt.toMillis()).toBeLessThan(60_000);
    expect(await positionOf(rider.uid)).toMatchObject({ lat: null, lng: null, at: null, watchers: {} });
  });

  it('anything but a boolean is refused with 400 naming the field, and changes nothing', async () => {
    for (const onDuty of ['yes', 1, null]) {
      const answer = await setDuty(rider, onDuty);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields).toHaveProperty('onDuty');
    }
    expect((await adminDb.doc(`${RIDERS}/${rider.uid}`).get()).get('onDuty')).toBe(true);
  });

  it('customers, admins and signed-out callers may not switch duty (403, 403, 401)', async () => {
    const customer = await signInWithPhone(demo.customerPhone);
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    expect((await setDuty(customer, true)).status).toBe(403);
    expect((await setDuty(admin, true)).status).toBe(403);
    expect((await callApi('/api/rider/duty', { body: { onDuty: true } })).status).toBe(401);
  });
});

describe('POST /api/rider/position', () => {
  it('an on-duty rider’s fix is stored on their position: 200 {success: true}', async () => {
    await setDuty(rider, true);
    const body = fix();
    const answer = await report(rider, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const stored = await positionOf(rider.uid);
    expect(stored).toMatchObject({ lat: body.lat, lng: body.lng, accuracy: body.accuracy });
    expect(stored!.at.toMillis()).toBe(body.at);
  });

  const now = () => Date.now();
  it.each([
    ['a latitude over 90', () => fix({ lat: 90.5 }), 'lat'],
    ['a latitude under -90', () => fix({ lat: -91 }), 'lat'],
    ['a longitude over 180', () => fix({ lng: 180.01 }), 'lng'],
    ['a longitude under -180', () => fix({ lng: -200 }), 'lng'],
    ['a latitude sent as text', () => fix({ lat: '18.53' }), 'lat'],
    ['a missing longitude', () => fix({ lng: undefined }), 'lng'],
    ['a null latitude (what JSON makes of NaN)', () => fix({ lat: null }), 'lat'],
    ['an accuracy over 1,000 m', () => fix({ accuracy: 1000.5 }), 'accuracy'],
    ['a negative accuracy', () => fix({ accuracy: -1 }), 'accuracy'],
    ['accuracy as text', () => fix({ accuracy: 'good' }), 'accuracy'],
    ['a fix more than 2 minutes old', () => fix({ at: now() - 2 * 60_000 - 5_000 }), 'at'],
    ['a fix from the future', () => fix({ at: now() + 60_000 }), 'at'],
    ['a time in seconds, not milliseconds', () => fix({ at: Math.floor(now() / 1000) }), 'at'],
    ['a time as an ISO string', () => fix({ at: new Date().toISOString() }), 'at'],
    ['a field the report does not have', () => ({ ...fix(), speed: 12 }), '_'],
  ])('%s is refused with 400 naming the field, and nothing is stored', async (_name, body, field) => {
    const before = await storedFix();
    const answer = await report(rider, body());
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(answer.body.error?.fields).toHaveProperty(field);
    expect(await storedFix()).toEqual(before);
  });

  it('a second report within 2 s is refused with 429 and not stored; after 2 s the next one is taken', async () => {
    await pastReportSpacing();
    const first = fix({ lat: 18.54 });
    expect((await report(rider, first)).status).toBe(200);
    const tooSoon = await report(rider, fix({ lat: 18.55 }));
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error?.code).toBe('rate_limited');
    expect((await positionOf(rider.uid))!.lat).toBe(18.54);
    await pastReportSpacing();
    expect((await report(rider, fix({ lat: 18.56 }))).status).toBe(200);
    expect((await positionOf(rider.uid))!.lat).toBe(18.56);
  });

  it('off duty: the position is gone, and a report is refused with 409 conflict and stores nothing', async () => {
    expect((await setDuty(rider, false)).body.data).toEqual({ onDuty: false });
    expect(await positionOf(rider.uid)).toBeUndefined();
    const answer = await report(rider, fix());
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe('conflict');
    expect(await positionOf(rider.uid)).toBeUndefined();
    expect((await adminDb.doc(`${RIDERS}/${rider.uid}`).get()).get('onDuty')).toBe(false);
  });

  it('back on duty, the last fix is gone and the next report is taken at once', async () => {
    await setDuty(rider, true);
    expect(await positionOf(rider.uid)).toMatchObject({ lat: null, at: null });
    expect((await report(rider, fix({ lat: 18.57 }))).status).toBe(200);
    expect((await positionOf(rider.uid))!.lat).toBe(18.57);
  });

  it('signed out (401), a customer (403) or an admin (403) may not report, and nothing is stored', async () => {
    await pastReportSpacing();
    const before = await storedFix();
    const customer = await signInWithPhone(demo.customerPhone);
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    expect((await report(null, fix({ lat: 1 }))).status).toBe(401);
    expect((await report(customer, fix({ lat: 1 }))).status).toBe(403);
    expect((await report(admin, fix({ lat: 1 }))).status).toBe(403);
    expect(await positionOf(customer.uid)).toBeUndefined();
    expect(await storedFix()).toEqual(before);
  });
});
