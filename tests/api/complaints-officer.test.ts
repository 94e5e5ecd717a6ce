import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIEVANCE_OFFICER_PATH } from '@dropwise/domain/collections';
import { DEMO_GRIEVANCE_OFFICER } from '../../scripts/seed/demo-grievance-officer';
import { adminDb } from '../support/booking-fixtures';
import { APP_URL, type SignedInUser } from '../support/emulators';
import { assignedRide } from '../support/live-trip';
import {
  complaint,
  complaintActors,
  DAY_MS,
  fileComplaint,
  getOfficerSettings,
  putOfficerSettings,
} from '../support/api-complaints';

let customer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;

const officer = {
  name: 'Meera Deshpande',
  email: 'Complaints@Dropwise.example',
  phone: '98765 43211',
  answerWithinDays: 7,
};

beforeAll(async () => {
  ({ customer, admin, rider } = await complaintActors('complaints-officer'));
  await adminDb.doc(GRIEVANCE_OFFICER_PATH).set(DEMO_GRIEVANCE_OFFICER);
});

// The other suites' pages show the demo officer: put it back as the seed left it.
afterAll(() => adminDb.doc(GRIEVANCE_OFFICER_PATH).set(DEMO_GRIEVANCE_OFFICER));

const publicOfficer = async () => {
  const response = await fetch(`${APP_URL}/api/grievance-officer`);
  return { response, body: (await response.json()) as { data: Record<string, unknown> } };
};

describe('the grievance officer', () => {
  it('is public: name, email and phone without signing in, cacheable for a few minutes', async () => {
    const { response, body } = await publicOfficer();
    expect(response.status).toBe(200);
    expect(body.data).toEqual({
      name: DEMO_GRIEVANCE_OFFICER.name,
      email: DEMO_GRIEVANCE_OFFICER.email,
      phone: DEMO_GRIEVANCE_OFFICER.phone,
    });
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(60);
    expect(maxAge).toBeLessThanOrEqual(600);
  });

  it('answers null fields before anyone named the officer', async () => {
    await adminDb.doc(GRIEVANCE_OFFICER_PATH).delete();
    expect((await publicOfficer()).body.data).toEqual({ name: null, email: null, phone: null });
    expect((await getOfficerSettings(admin)).body.data).toMatchObject({ name: null, answerWithinDays: 7 });
    await adminDb.doc(GRIEVANCE_OFFICER_PATH).set(DEMO_GRIEVANCE_OFFICER);
  });

  it('an admin saves it, the phone in E.164, and the public page shows it', async () => {
    const saved = await putOfficerSettings(admin, officer);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      name: 'Meera Deshpande',
      email: 'complaints@dropwise.example',
      phone: '+919876543211',
      answerWithinDays: 7,
    });
    expect((await getOfficerSettings(admin)).body.data).toEqual(saved.body.data);
    expect((await publicOfficer()).body.data).toEqual({
      name: 'Meera Deshpande',
      email: 'complaints@dropwise.example',
      phone: '+919876543211',
    });
  });

  it('is refused to a customer (403), a rider (403) and without a session (401), changing nothing', async () => {
    await adminDb.doc(GRIEVANCE_OFFICER_PATH).set(DEMO_GRIEVANCE_OFFICER);
    expect((await putOfficerSettings(customer, officer)).status).toBe(403);
    expect((await putOfficerSettings(rider, officer)).status).toBe(403);
    expect((await putOfficerSettings(null, officer)).status).toBe(401);
    expect((await getOfficerSettings(customer)).status).toBe(403);
    expect((await adminDb.doc(GRIEVANCE_OFFICER_PATH).get()).get('name')).toBe(DEMO_GRIEVANCE_OFFICER.name);
  });

  it.each([
    ['a phone that is no number', { phone: '12' }, 'phone'],
    ['more than 30 answer days', { answerWithinDays: 31 }, 'answerWithinDays'],
    ['no answer days', { answerWithinDays: undefined }, 'answerWithinDays'],
    ['a bad email', { email: 'grievance-at-dropwise' }, 'email'],
    ['an extra field', { designation: 'Officer' }, 'designation'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_what, change, field) => {
    await adminDb.doc(GRIEVANCE_OFFICER_PATH).set(DEMO_GRIEVANCE_OFFICER);
    const refused = await putOfficerSettings(admin, { ...officer, ...change });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error?.fields ?? {})).toContain(field);
    expect((await adminDb.doc(GRIEVANCE_OFFICER_PATH).get()).data()).toEqual(DEMO_GRIEVANCE_OFFICER);
  });

  it('dates new complaints by the answer days in force', async () => {
    expect((await putOfficerSettings(admin, { ...officer, answerWithinDays: 3 })).status).toBe(200);
    const orderId = await assignedRide(customer, admin, rider);
    const before = Date.now();
    const filed = await fileComplaint(customer, orderId, complaint());
    const due = Date.parse(String(filed.body.data?.dueBy));
    expect(due).toBeGreaterThanOrEqual(before + 3 * DAY_MS - 1_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS + 1_000);
  });
});
