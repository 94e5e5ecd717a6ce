import { describe, expect, it } from 'vitest';
import { RIDER_CARDS, RIDER_POSITIONS, RIDERS, userNotificationsPath } from '@dropwise/domain/collections';
import { takeLapsedRidersOffDuty } from '../../functions/src/services/safety/papers-daily';
import { adminDb, ensureAccount } from '../support/booking-fixtures';
import { eventually, northOfPickup, offersOf } from '../support/dispatch';
import { fix, report, setDuty } from '../support/live-trip';
import { move } from '../support/order-actors';
import { admin, book, rider, setAutoDispatch, useDispatchFile } from '../support/api-dispatch';
import { agraParcel } from '../support/api-dispatch-orders';
import { daysFromToday, getPapers, papersBody, putPapers, today } from '../support/api-safety';

useDispatchFile();

/** An active rider with no papers at all, as an admin's form makes one. */
async function riderWithoutPapers(uid: string) {
  const signedIn = await ensureAccount(uid, { rider: true }, { active: true, name: 'Anil Shinde' });
  await adminDb.doc(`${RIDERS}/${uid}`).update({ papers: null, papersUntil: null, vehicle: null });
  await adminDb.doc(`${RIDER_CARDS}/${uid}`).delete();
  return signedIn;
}
const riderDoc = async (uid: string) => (await adminDb.doc(`${RIDERS}/${uid}`).get()).data();

describe('a rider’s papers', () => {
  it('start missing; saved whole they are complete, stored normalised, with the card a customer sees', async () => {
    const anil = await riderWithoutPapers('papers-anil');
    const before = await getPapers(admin, anil.uid);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ status: 'incomplete', papers: null, expired: [], expiring: [] });
    expect(before.body.data?.missing).toEqual([
      'licence',
      'registration',
      'insurance',
      'puc',
      'policeVerification',
    ]);

    const saved = await putPapers(
      admin,
      anil.uid,
      papersBody({
        licenceNumber: 'mh-12-2019-0012345',
        vehicleRegistration: 'MH 12 AB 1234',
        pucExpiry: daysFromToday(10),
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      status: 'complete',
      missing: [],
      expired: [],
      expiring: [{ paper: 'puc', on: daysFromToday(10) }],
    });
    const stored = await riderDoc(anil.uid);
    expect(stored?.papers).toMatchObject({
      licenceNumber: 'MH12 20190012345',
      vehicleRegistration: 'MH12AB1234',
      updatedBy: admin.uid,
    });
    expect(stored?.papersUntil).toBe(daysFromToday(10));
    expect((await adminDb.doc(`${RIDER_CARDS}/${anil.uid}`).get()).data()).toEqual({
      firstName: 'Anil',
      photo: null,
      vehicle: { registration: 'MH12AB1234', make: 'Bajaj', model: 'Pulsar 150', colour: 'Black' },
    });
    const read = await getPapers(admin, anil.uid);
    expect(read.body.data).toMatchObject({
      status: 'complete',
      papers: { licenceNumber: 'MH12 20190012345', photo: null },
    });
  });

  it.each([
    ['a licence number in no Indian format', { licenceNumber: 'MH12 2019001' }, 'licenceNumber'],
    ['a licence from a state that does not exist', { licenceNumber: 'ZZ12 20190012345' }, 'licenceNumber'],
    [
      'a registration number in no Indian format',
      { vehicleRegistration: 'MH12ABCD12345' },
      'vehicleRegistration',
    ],
    ['a BH registration too short', { vehicleRegistration: '22BH12AA' }, 'vehicleRegistration'],
    ['an expiry date that does not exist', { insuranceExpiry: '2027-02-30' }, 'insuranceExpiry'],
    ['a date written another way', { pucExpiry: '31/12/2027' }, 'pucExpiry'],
    [
      'a police verification dated tomorrow',
      { policeVerification: { reference: 'PV-1', verifiedOn: daysFromToday(1) } },
      'policeVerification.verifiedOn',
    ],
    ['a photo that is not a JPEG', { photo: 'data:image/png;base64,AAAA' }, 'photo'],
    ['an unknown paper', { aadhaar: '1234 5678 9012' }, '_'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, overrides, field) => {
    const uid = 'papers-refused';
    await riderWithoutPapers(uid);
    const answer = await putPapers(admin, uid, papersBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
    expect((await riderDoc(uid))?.papers).toBeNull();
  });

  it('are an admin’s: a rider gets 403, an unknown rider 404', async () => {
    const self = await riderWithoutPapers('papers-self');
    expect((await putPapers(self, self.uid, papersBody())).status).toBe(403);
    expect((await getPapers(self, self.uid)).status).toBe(403);
    expect((await putPapers(admin, 'no-such-rider', papersBody())).status).toBe(404);
  });
});

describe('duty needs papers in order', () => {
  it('refuses duty with 409 papers_incomplete naming what is missing, then lets the rider on once saved', async () => {
    const anil = await riderWithoutPapers('papers-duty');
    await putPapers(
      admin,
      anil.uid,
      papersBody({ policeVerification: undefined, insuranceExpiry: undefined }),
    );
    const refused = await setDuty(anil, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'papers_incomplete',
      fields: { insurance: 'missing', policeVerification: 'missing' },
    });
    expect(refused.body.error?.message).toMatch(/insurance.*police verification/);
    expect((await adminDb.doc(`${RIDER_POSITIONS}/${anil.uid}`).get()).exists).toBe(false);

    expect((await putPapers(admin, anil.uid, papersBody())).status).toBe(200);
    expect((await setDuty(anil, true)).status).toBe(200);
    await setDuty(anil, false);
  });

  it('refuses duty with an expired paper, and an admin cannot assign that rider either', async () => {
    const late = await riderWithoutPapers('papers-expired');
    await putPapers(admin, late.uid, papersBody({ pucExpiry: daysFromToday(-1) }));
    const refused = await setDuty(late, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.fields).toEqual({ puc: 'expired' });
    expect((await getPapers(admin, late.uid)).body.data).toMatchObject({
      status: 'expired',
      expired: ['puc'],
    });

    await setAutoDispatch(false);
    const id = await book(agraParcel());
    expect((await move(admin, id, { to: 'accepted' })).status).toBe(200);
    const assign = await move(admin, id, { to: 'assigned', riderId: late.uid });
    expect(assign.status).toBe(409);
    expect(assign.body.error?.code).toBe('papers_incomplete');
  });

  it('a rider refused for papers gets no dispatch offer, though nearest; one with papers does', async () => {
    await setAutoDispatch(true);
    const refused = await riderWithoutPapers('papers-no-offer');
    expect((await setDuty(refused, true)).status).toBe(409);
    expect((await report(refused, fix(northOfPickup(0.1)))).status).toBe(409);
    const licensed = await rider('papers-offered', northOfPickup(1));
    const id = await book(agraParcel());
    await eventually(async () => (await offersOf(licensed.uid)).includes(id));
    expect(await offersOf(refused.uid)).toEqual([]);
  });

  it('the daily job takes a rider off duty once a paper has expired, and tells them why', async () => {
    const sunil = await riderWithoutPapers('papers-lapse');
    await putPapers(admin, sunil.uid, papersBody({ insuranceExpiry: today() }));
    expect((await setDuty(sunil, true)).status).toBe(200);

    // Today the insurance is still valid: nobody is taken off.
    expect(await takeLapsedRidersOffDuty(adminDb, Date.now())).not.toContain(sunil.uid);
    expect((await riderDoc(sunil.uid))?.onDuty).toBe(true);

    const tomorrow = Date.now() + 24 * 60 * 60 * 1000;
    expect(await takeLapsedRidersOffDuty(adminDb, tomorrow)).toContain(sunil.uid);
    expect((await riderDoc(sunil.uid))?.onDuty).toBe(false);
    expect((await adminDb.doc(`${RIDER_POSITIONS}/${sunil.uid}`).get()).exists).toBe(false);
    const feed = await adminDb.collection(userNotificationsPath(sunil.uid)).get();
    expect(feed.docs.map((doc) => doc.get('message.key'))).toContain('riderPapersLapsed');
  });
});
