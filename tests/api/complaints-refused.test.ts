import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINTS } from '@dropwise/domain/collections';
import { adminDb } from '../support/booking-fixtures';
import type { SignedInUser } from '../support/emulators';
import { assignedRide } from '../support/live-trip';
import {
  answer,
  complaint,
  complaintActors,
  complaintsOn,
  fileComplaint,
  fileRaw,
} from '../support/api-complaints';

let customer: SignedInUser;
let admin: SignedInUser;
let rider: SignedInUser;
let orderId: string;

beforeAll(async () => {
  ({ customer, admin, rider } = await complaintActors('complaints-refused'));
  orderId = await assignedRide(customer, admin, rider);
});

describe('a complaint refused for what it says', () => {
  it.each([
    ['no category', { text: 'The fare was wrong.' }, 'category'],
    ['an unknown category', complaint({ category: 'weather' }), 'category'],
    ['a category that is not text', complaint({ category: 3 }), 'category'],
    ['no text', { category: 'fare' }, 'text'],
    ['a text of 9 characters', complaint({ text: 'x'.repeat(9) }), 'text'],
    ['a text of 1001 characters', complaint({ text: 'x'.repeat(1001) }), 'text'],
    ['a text with control characters', complaint({ text: 'Overcharged\u0000 by the rider' }), 'text'],
    ['a text with a direction override', complaint({ text: 'Overcharged \u202Eby the rider' }), 'text'],
    ['a text that is not text', complaint({ text: ['Overcharged by the rider'] }), 'text'],
    ['an extra field', complaint({ priority: 'urgent' }), 'priority'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_what, body, field) => {
    const refused = await fileComplaint(customer, orderId, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('validation_failed');
    expect(Object.keys(refused.body.error?.fields ?? {})).toContain(field);
    expect(await complaintsOn(orderId)).toBe(0);
  });

  it('refuses a body that is not JSON with 400, storing nothing', async () => {
    // The functions' framework refuses it before the API's code runs, with no error shape of ours.
    const refused = await fileRaw(customer, orderId, '{"category": "fare", "text": ');
    expect(refused.status).toBe(400);
    expect(refused.text).not.toMatch(/node_modules|SyntaxError|\bat \w+ \(/);
    expect(await complaintsOn(orderId)).toBe(0);
  });

  it('refuses a JSON array with 400 invalid_json, storing nothing', async () => {
    const refused = await fileRaw(customer, orderId, '[{"category": "fare", "text": "The fare was wrong."}]');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).error.code).toBe('invalid_json');
    expect(await complaintsOn(orderId)).toBe(0);
  });
});

describe('an answer refused for what it says', () => {
  let complaintId: string;
  beforeAll(async () => {
    const ride = await assignedRide(customer, admin, rider);
    complaintId = String((await fileComplaint(customer, ride, complaint())).body.data?.complaintId);
  });

  it.each([
    ['an empty answer', { answer: '', status: 'resolved' }, 'answer'],
    ['an answer of spaces', { answer: '   ', status: 'resolved' }, 'answer'],
    ['an answer over 1000 characters', { answer: 'y'.repeat(1001), status: 'resolved' }, 'answer'],
    ['no status', { answer: 'Refunded.' }, 'status'],
    ['the status open', { answer: 'Refunded.', status: 'open' }, 'status'],
    ['an unknown status', { answer: 'Refunded.', status: 'closed' }, 'status'],
    ['an extra field', { answer: 'Refunded.', status: 'resolved', notify: false }, 'notify'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_what, body, field) => {
    const refused = await answer(admin, complaintId, body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error?.fields ?? {})).toContain(field);
    const stored = (await adminDb.doc(`${COMPLAINTS}/${complaintId}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'open', answer: null, answeredBy: null });
  });
});
