import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './plain-text';
import { type CourseCode, findCourseCode } from './education-courses';
import { normalisePhone, PHONE_FORMAT_MESSAGE } from './phone';
import { withOnlyKeys } from './strict-keys';

/**
 * Enrolment input, shared by the /eduform page (react-hook-form) and POST /api/education/addform.
 * Legacy clients send exactly `course, name, email, number, city`, some with `phone` instead of
 * `number`; anything else is refused so a typo never silently drops data.
 */
export const ENROLMENT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  number: { max: 25 },
  city: { min: 2, max: 80 },
} as const;

export const ENROLMENT_STATUSES = ['new', 'contacted', 'enrolled', 'rejected'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export const enrolmentStatusSchema = z.enum(ENROLMENT_STATUSES, {
  errorMap: () => ({ message: `Choose one of: ${ENROLMENT_STATUSES.join(', ')}.` }),
});

function requiredText(label: string, min: number, max: number) {
  return z
    .string({ required_error: `Enter your ${label}.`, invalid_type_error: `Your ${label} must be text.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .min(min, `Your ${label} needs at least ${min} characters.`)
    .max(max, `Your ${label} can have at most ${max} characters.`)
    .regex(NO_CONTROL_CHARACTERS, `Your ${label} contains characters we cannot store.`);
}

export const nameSchema = requiredText('full name', ENROLMENT_LIMITS.name.min, ENROLMENT_LIMITS.name.max);
export const citySchema = requiredText('city', ENROLMENT_LIMITS.city.min, ENROLMENT_LIMITS.city.max);

export const emailSchema = z
  .string({ required_error: 'Enter your email.', invalid_type_error: 'Your email must be text.' })
  .trim()
  .min(1, 'Enter your email.')
  .max(ENROLMENT_LIMITS.email.max, `Your email can have at most ${ENROLMENT_LIMITS.email.max} characters.`)
  .email('Enter a valid email address, for example name@example.com.')
  .transform((email) => email.toLowerCase());

/** What people type (spaces, dashes, a leading 0 or a country code); India when no country code. */
export const phoneTextSchema = z
  .string({
    required_error: 'Enter your phone number.',
    invalid_type_error: 'Your phone number must be text.',
  })
  .trim()
  .min(1, 'Enter your phone number.')
  .max(ENROLMENT_LIMITS.number.max, PHONE_FORMAT_MESSAGE)
  .refine((value) => normalisePhone(value) !== null, PHONE_FORMAT_MESSAGE);

/** The four fields a person fills in on /eduform/:course (the course comes from the address). */
export const enrolmentFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  number: phoneTextSchema,
  city: citySchema,
});
export type EnrolmentFormInput = z.input<typeof enrolmentFormSchema>;
export type EnrolmentFormValues = z.output<typeof enrolmentFormSchema>;

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
  .pipe(phoneTextSchema);

const ENROLMENT_KEYS = ['course', 'name', 'email', 'number', 'phone', 'city'] as const;

/** POST /api/education/addform body, validated and normalised. */
export const enrolmentRequestSchema = withOnlyKeys(
  z.object(
    {
      course: courseSchema,
      name: nameSchema,
      email: emailSchema,
      number: legacyPhoneSchema.optional(),
      phone: legacyPhoneSchema.optional(),
      city: citySchema,
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
export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;
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
