import { z } from 'zod';
import { normalisePhone, PHONE_FORMAT_MESSAGE } from '../phone';

/** Text a person typed: trimmed, bounded, and free of control characters. */
export function text(label: string, min: number, max: number) {
  return z
    .string({ required_error: `${label} is required.`, invalid_type_error: `${label} must be text.` })
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} needs at least ${min} characters.`)
    .max(max, `${label} can be at most ${max} characters.`)
    .refine((value) => !hasControlCharacter(value), `${label} cannot contain control characters.`);
}

/** A phone number as people type it, stored in E.164. */
export const phoneSchema = z
  .string({ required_error: 'Phone number is required.', invalid_type_error: 'Phone number must be text.' })
  .max(25, PHONE_FORMAT_MESSAGE)
  .transform((value, context) => {
    const phone = normalisePhone(value);
    if (!phone) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_FORMAT_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** Firestore document ids made by the server: letters, digits, dash and underscore. */
export const documentIdSchema = z
  .string({ required_error: 'An id is required.' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'That is not a valid id.');

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
