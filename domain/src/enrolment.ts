import { z } from 'zod';
import { type CourseCode, findCourseCode } from './education-courses.js';
import { citySchema, emailSchema, nameSchema, phoneTextSchema } from './enrolment-form.js';
import { normalisePhone } from './phone.js';
import { withOnlyKeys } from './strict-keys.js';

/**
 * POST /api/education/addform and the education records. The fields a person types are checked
 * with the rules in enrolment-form.ts, the same ones the /eduform page uses. Legacy clients send
 * exactly `course, name, email, number, city`, some with `phone` instead of `number`; anything
 * else is refused so a typo never silently drops data.
 */
export { ENROLMENT_LIMITS, enrolmentFormSchema } from './enrolment-form.js';
export type { EnrolmentFormInput, EnrolmentFormValues } from './enrolment-form.js';

export const ENROLMENT_STATUSES = ['new', 'contacted', 'enrolled', 'rejected'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export const enrolmentStatusSchema = z.enum(ENROLMENT_STATUSES, {
  errorMap: () => ({ message: `Choose one of: ${ENROLMENT_STATUSES.join(', ')}.` }),
});

/**
 * One of the form's rules (a zod mini schema) as a field of the request schema here: same
 * checks, same messages at the same path, same output.
 */
function formRule<Output>(rule: {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: FormIssue[] } };
}) {
  return z.any().transform((value: unknown, context): Output => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
    }
    return z.NEVER;
  });
}

interface FormIssue {
  message: string;
  path: PropertyKey[];
}

const nameRule = formRule(nameSchema);
const emailRule = formRule(emailSchema);
const cityRule = formRule(citySchema);
const phoneTextRule = formRule(phoneTextSchema);

export const courseSchema = z
  .string({ required_error: 'Choose a course.', invalid_type_error: 'The course must be text.' })
  .max(40, 'Unknown course.')
  .transform((value, context): CourseCode => {
    const code = findCourseCode(value);
    if (!code) {
      context.addIssue({ code: 'custom', message: 'Unknown course. Pick one from the course list.' });
      return z.NEVER;
    }
    return code;
  });

// Some legacy clients send the phone as a JSON number; accept a whole number as its digits.
const legacyPhoneSchema = z
  .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string()], {
    errorMap: () => ({ message: 'Your phone number must be text.' }),
  })
  .transform((value) => String(value))
  .pipe(phoneTextRule);

const ENROLMENT_KEYS = ['course', 'name', 'email', 'number', 'phone', 'city'] as const;

/** POST /api/education/addform body, validated and normalised. */
export const enrolmentRequestSchema = withOnlyKeys(
  z.object(
    {
      course: courseSchema,
      name: nameRule,
      email: emailRule,
      number: legacyPhoneSchema.optional(),
      phone: legacyPhoneSchema.optional(),
      city: cityRule,
    },
    { invalid_type_error: 'The request body must be a JSON object.' },
  ),
  ENROLMENT_KEYS,
  (value, context) => {
    if (value.number === undefined && value.phone === undefined) {
      context.addIssue({ code: 'custom', path: ['number'], message: 'Enter your phone number.' });
    }
    if (value.number !== undefined && value.phone !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Send the phone number once, as number or as phone.',
      });
    }
  },
).transform((value) => {
  const number = (value.number ?? value.phone) as string;
  return {
    course: value.course,
    name: value.name,
    email: value.email,
    number,
    // The checks above guarantee this normalises.
    phone: normalisePhone(number) as string,
    city: value.city,
  };
});
export type NewEnrolment = z.output<typeof enrolmentRequestSchema>;

/** One enrolment as GET /api/education/allorder answers it. */
export interface EnrolmentRecord {
  _id: string;
  course: string;
  name: string;
  email: string;
  number: string;
  phone: string;
  city: string;
  status: EnrolmentStatus;
  /** ISO 8601. */
  createdAt: string;
}

const MAX_PREFIX_LENGTH = 30;

function prefixes(word: string): string[] {
  const result: string[] = [];
  for (let length = 1; length <= Math.min(word.length, MAX_PREFIX_LENGTH); length++) {
    result.push(word.slice(0, length));
  }
  return result;
}

/**
 * Firestore has no substring search, so each record stores the terms a search may use: every
 * prefix of each name word and of the whole name (lower case), and the E.164 phone. A search is
 * then one `array-contains` that composes with the course and status filters and newest-first.
 */
export function enrolmentSearchTerms(name: string, phone: string): string[] {
  const lower = name.toLowerCase().replace(/\s+/g, ' ').trim();
  const terms = new Set<string>([phone, phone.slice(1)]);
  for (const word of lower.split(' ')) for (const prefix of prefixes(word)) terms.add(prefix);
  for (const prefix of prefixes(lower)) terms.add(prefix);
  return [...terms];
}

/** The one term a dashboard search looks up: a phone number if it reads as one, else name text. */
export function searchTermFor(query: string): string {
  const phone = normalisePhone(query);
  if (phone && /\d{6,}/.test(query.replace(/\D/g, ''))) return phone;
  return query.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_PREFIX_LENGTH);
}
