import { z } from 'zod';
import { courseSchema, ENROLMENT_STATUSES, enrolmentStatusSchema } from './enrolment.js';
import { NO_CONTROL_CHARACTERS } from './plain-text.js';
import { withOnlyKeys } from './strict-keys.js';

/** POST /api/education/adminlogin body: the legacy client sends exactly these two fields. */
export const adminLoginSchema = withOnlyKeys(
  z.object(
    {
      username: z
        .string({ required_error: 'Enter your username.', invalid_type_error: 'The username must be text.' })
        .trim()
        .min(1, 'Enter your username.')
        .max(254, 'The username can have at most 254 characters.'),
      password: z
        .string({ required_error: 'Enter your password.', invalid_type_error: 'The password must be text.' })
        .min(1, 'Enter your password.')
        .max(128, 'The password can have at most 128 characters.'),
    },
    { invalid_type_error: 'The request body must be a JSON object.' },
  ),
  ['username', 'password'],
);
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const ENROLMENT_PAGE_SIZE = { default: 20, max: 100 } as const;

function optionalQueryText(max: number, label: string) {
  return z
    .string({ invalid_type_error: `Send ${label} once.` })
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .regex(NO_CONTROL_CHARACTERS, `${label} contains characters that cannot be searched for.`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** GET /api/education/allorder query: legacy `limit`, `cursor`, `course`, plus dashboard filters. */
export const enrolmentListQuerySchema = z.object({
  limit: z
    .string({ invalid_type_error: 'Send limit once.' })
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${ENROLMENT_PAGE_SIZE.max}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `limit must be a whole number from 1 to ${ENROLMENT_PAGE_SIZE.max}.`)
        .max(ENROLMENT_PAGE_SIZE.max, `limit must be a whole number from 1 to ${ENROLMENT_PAGE_SIZE.max}.`),
    )
    .optional()
    .transform((value) => value ?? ENROLMENT_PAGE_SIZE.default),
  cursor: optionalQueryText(300, 'cursor'),
  course: z
    .string({ invalid_type_error: 'Send course once.' })
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(courseSchema.optional()),
  status: z
    .string({ invalid_type_error: 'Send status once.' })
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(enrolmentStatusSchema.optional()),
  q: optionalQueryText(100, 'The search'),
});
export type EnrolmentListQuery = z.output<typeof enrolmentListQuerySchema>;

/** PATCH /api/education/enrolments/:id body. */
export const enrolmentStatusUpdateSchema = withOnlyKeys(
  z.object(
    { status: enrolmentStatusSchema },
    { invalid_type_error: 'The request body must be a JSON object.' },
  ),
  ['status'],
);

export { ENROLMENT_STATUSES };
