import { z } from 'zod';
import { plainText } from '../plain-text.js';
import { withOnlyKeys } from '../strict-keys.js';
import { phoneSchema, text } from './schema-helpers.js';

/**
 * The staff side of complaints: an admin's answer, and the grievance officer's settings
 * (`config/grievanceOfficer`) that the public pages and the complaint forms name.
 */

export const ANSWER_MAX = 1000;
/** The statuses an answer moves a complaint to; `open` is only ever where one starts. */
export const ANSWER_STATUSES = ['in_progress', 'resolved'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export const complaintAnswerSchema = withOnlyKeys(
  z.object({
    answer: plainText({
      label: 'The answer',
      min: 1,
      max: ANSWER_MAX,
      multiLine: true,
      required: 'Write the answer.',
    }),
    status: z.enum(ANSWER_STATUSES, {
      errorMap: () => ({ message: 'Choose "in_progress" or "resolved".' }),
    }),
  }),
  ['answer', 'status'],
);
export type ComplaintAnswerInput = z.input<typeof complaintAnswerSchema>;

/**
 * The Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): a grievance is redressed within
 * one month of its receipt; 30 days is the longest an admin may promise.
 */
export const ANSWER_DAYS_MAX = 30;
export const ANSWER_DAYS_DEFAULT = 7;

const daysMessage = `Choose a whole number of days from 1 to ${ANSWER_DAYS_MAX}.`;

export const grievanceOfficerSchema = withOnlyKeys(
  z.object({
    name: text('Name', 2, 80),
    email: z
      .string({ required_error: 'Email is required.', invalid_type_error: 'Email must be text.' })
      .trim()
      .toLowerCase()
      .max(120, 'Email can be at most 120 characters.')
      .email('Enter a valid email address.'),
    phone: phoneSchema,
    answerWithinDays: z
      .number({ required_error: daysMessage, invalid_type_error: daysMessage })
      .int(daysMessage)
      .min(1, daysMessage)
      .max(ANSWER_DAYS_MAX, daysMessage),
  }),
  ['name', 'email', 'phone', 'answerWithinDays'],
);
export type GrievanceOfficerInput = z.input<typeof grievanceOfficerSchema>;
export type GrievanceOfficerSettings = z.output<typeof grievanceOfficerSchema>;

/** What the public pages show: null fields until an admin has named the officer. */
export interface GrievanceOfficerContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The settings as admins see them: the contact, and the days in force (the default until saved). */
export type GrievanceOfficerState = GrievanceOfficerContact & { answerWithinDays: number };

/** The stored document as the API reads it: anything missing or malformed is "not set". */
export function readGrievanceOfficer(stored: Record<string, unknown> | undefined): GrievanceOfficerState {
  const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const days = stored?.answerWithinDays;
  return {
    name: textOrNull(stored?.name),
    email: textOrNull(stored?.email),
    phone: textOrNull(stored?.phone),
    answerWithinDays:
      typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= ANSWER_DAYS_MAX
        ? days
        : ANSWER_DAYS_DEFAULT,
  };
}
