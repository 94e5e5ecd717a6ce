import { z } from 'zod';
import { normalisePhone, PHONE_FORMAT_MESSAGE } from './phone.js';

/**
 * A phone number as people type it, stored in E.164. Apart from phone.ts so that the pages that
 * only normalise numbers (the public enrolment form) do not load this schema library.
 */
export function e164PhoneSchema(messages: { required: string; notText?: string }) {
  return z
    .string({ required_error: messages.required, invalid_type_error: messages.notText })
    .max(25, PHONE_FORMAT_MESSAGE)
    .transform((value, context) => {
      const phone = normalisePhone(value);
      if (!phone) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_FORMAT_MESSAGE });
        return z.NEVER;
      }
      return phone;
    });
}
