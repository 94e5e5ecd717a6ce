import { describe, expect, it } from 'vitest';
import {
  complaintAnswerSchema,
  grievanceOfficerSchema,
  readGrievanceOfficer,
} from './admin/complaints-admin.js';
import {
  COMPLAINT_ID_ALPHABET,
  complaintDueBy,
  complaintIdFrom,
  complaintOverdue,
  complaintReference,
  complaintRequestSchema,
  complaintWindowOpen,
  isComplaintId,
} from './complaints.js';
import { firstProblemPerField } from './field-problems.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 31, 12);
const problems = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : firstProblemPerField(result.error!.issues);

describe('the complaint window', () => {
  it('is open while the order is, whatever its age', () => {
    expect(complaintWindowOpen({ status: 'picked_up', endedAt: now - 90 * DAY }, now)).toBe(true);
    expect(complaintWindowOpen({ status: 'pending', endedAt: null }, now)).toBe(true);
  });

  it('stays open for 30 days after the order ended, and closes after', () => {
    expect(complaintWindowOpen({ status: 'delivered', endedAt: now - 30 * DAY }, now)).toBe(true);
    expect(complaintWindowOpen({ status: 'cancelled', endedAt: now - 30 * DAY - 1 }, now)).toBe(false);
    expect(complaintWindowOpen({ status: 'failed', endedAt: now - 31 * DAY }, now)).toBe(false);
  });
});

describe('due dates and references', () => {
  it('puts the due date the officer’s days after filing, and overdue only while unresolved', () => {
    expect(complaintDueBy(now, 7)).toBe(now + 7 * DAY);
    expect(complaintOverdue({ status: 'open', dueBy: now - 1 }, now)).toBe(true);
    expect(complaintOverdue({ status: 'in_progress', dueBy: now - 1 }, now)).toBe(true);
    expect(complaintOverdue({ status: 'resolved', dueBy: now - 1 }, now)).toBe(false);
    expect(complaintOverdue({ status: 'open', dueBy: now + 1 }, now)).toBe(false);
  });

  it('makes ids of 8 unambiguous characters and references that quote them', () => {
    const id = complaintIdFrom(Uint8Array.from([0, 1, 30, 31, 62, 255, 100, 7, 9]));
    expect(id).toBe('23Z22999');
    expect(isComplaintId(id)).toBe(true);
    expect([...id].every((c) => COMPLAINT_ID_ALPHABET.includes(c))).toBe(true);
    expect(COMPLAINT_ID_ALPHABET).not.toMatch(/[01ILO]/);
    expect(complaintReference(id)).toBe(`DWC-${id}`);
    expect(isComplaintId('AB1OIL22')).toBe(false);
    expect(() => complaintIdFrom(new Uint8Array(4))).toThrow();
  });
});

describe('the complaint request', () => {
  it('takes a category and a tidied description', () => {
    const parsed = complaintRequestSchema.parse({
      category: 'lost_item',
      text: '  Left my bag in the auto. ',
    });
    expect(parsed).toEqual({ category: 'lost_item', text: 'Left my bag in the auto.' });
  });

  it.each([
    [{ text: 'Charged twice for one ride.' }, 'category', 'Choose what the problem is about.'],
    [
      { category: 'weather', text: 'Charged twice for one ride.' },
      'category',
      'Choose what the problem is about.',
    ],
    [{ category: 'fare', text: 'x'.repeat(9) }, 'text', 'The description needs at least 10 characters.'],
    [{ category: 'fare', text: 'x'.repeat(1001) }, 'text', 'The description can be at most 1000 characters.'],
    [
      { category: 'fare', text: 'Bad\u0007 driver here' },
      'text',
      'The description contains characters we cannot store.',
    ],
    [{ category: 'fare', text: 'Charged twice.....', urgent: true }, 'urgent', 'This field is not accepted.'],
  ])('refuses %j, naming %s', (body, field, message) => {
    expect(problems(complaintRequestSchema.safeParse(body) as never)[field]).toBe(message);
  });

  it('keeps a newline: a description may have lines', () => {
    expect(complaintRequestSchema.safeParse({ category: 'app', text: 'Line one\nLine two' }).success).toBe(
      true,
    );
  });
});

describe('the staff side', () => {
  it('checks an answer and its status', () => {
    expect(complaintAnswerSchema.safeParse({ answer: 'Refunded ₹40.', status: 'resolved' }).success).toBe(
      true,
    );
    expect(problems(complaintAnswerSchema.safeParse({ answer: ' ', status: 'open' }) as never)).toEqual({
      answer: 'Write the answer.',
      status: 'Choose "in_progress" or "resolved".',
    });
  });

  it('stores the officer’s phone in E.164 and bounds the days by the one-month rule', () => {
    const officer = { name: 'Asha Kulkarni', email: 'Grievance@Dropwise.example', answerWithinDays: 7 };
    expect(grievanceOfficerSchema.parse({ ...officer, phone: '98765 43210' })).toMatchObject({
      phone: '+919876543210',
      email: 'grievance@dropwise.example',
    });
    const tooLong = grievanceOfficerSchema.safeParse({ ...officer, phone: '12', answerWithinDays: 31 });
    expect(Object.keys(problems(tooLong as never)).sort()).toEqual(['answerWithinDays', 'phone']);
  });

  it('reads a missing or damaged officer document as not set, with 7 days', () => {
    expect(readGrievanceOfficer(undefined)).toEqual({
      name: null,
      email: null,
      phone: null,
      answerWithinDays: 7,
    });
    expect(readGrievanceOfficer({ name: 'A', answerWithinDays: 45 }).answerWithinDays).toBe(7);
  });
});
