import * as z from 'zod/v4-mini';
import { normalisePhone, PHONE_FORMAT_MESSAGE } from './phone.js';
import { NO_CONTROL_CHARACTERS } from './control-characters.js';

/**
 * The rules for what a person types on /eduform/:course. The page validates with them as the
 * person types and POST /api/education/addform applies the very same rules (enrolment.ts), so
 * both sides accept and refuse alike with the same words. Written with zod's "mini" build, which
 * tree-shakes to a few kB: the public enrolment page loads it when a person first touches the form.
 */
export const ENROLMENT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  number: { max: 25 },
  city: { min: 2, max: 80 },
} as const;

/** "Enter your X." when the field is missing, "Your X must be text." when it is not a string. */
function textOf(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `Enter your ${label}.` : `Your ${label} must be text.`),
  });
}

function requiredText(label: string, min: number, max: number) {
  return textOf(label).check(
    z.normalize('NFC'),
    z.trim(),
    z.minLength(1, `Enter your ${label}.`),
    z.minLength(min, `Your ${label} needs at least ${min} characters.`),
    z.maxLength(max, `Your ${label} can have at most ${max} characters.`),
    z.regex(NO_CONTROL_CHARACTERS, `Your ${label} contains characters we cannot store.`),
  );
}

export const nameSchema = requiredText('full name', ENROLMENT_LIMITS.name.min, ENROLMENT_LIMITS.name.max);
export const citySchema = requiredText('city', ENROLMENT_LIMITS.city.min, ENROLMENT_LIMITS.city.max);

/** Trimmed and lower-cased, so one address is one person however it was typed. */
export const emailSchema = textOf('email').check(
  z.trim(),
  z.minLength(1, 'Enter your email.'),
  z.maxLength(
    ENROLMENT_LIMITS.email.max,
    `Your email can have at most ${ENROLMENT_LIMITS.email.max} characters.`,
  ),
  z.regex(z.regexes.email, 'Enter a valid email address, for example name@example.com.'),
  z.toLowerCase(),
);

/** What people type (spaces, dashes, a leading 0 or a country code); India when no country code. */
export const phoneTextSchema = textOf('phone number').check(
  z.trim(),
  z.minLength(1, 'Enter your phone number.'),
  z.maxLength(ENROLMENT_LIMITS.number.max, PHONE_FORMAT_MESSAGE),
  z.refine((value) => normalisePhone(value) !== null, PHONE_FORMAT_MESSAGE),
);

/** The four fields a person fills in on /eduform/:course (the course comes from the address). */
export const enrolmentFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  number: phoneTextSchema,
  city: citySchema,
});
export type EnrolmentFormInput = z.input<typeof enrolmentFormSchema>;
export type EnrolmentFormValues = z.output<typeof enrolmentFormSchema>;
