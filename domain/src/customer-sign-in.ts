import { z } from 'zod';
import { normalisePhone, PHONE_FORMAT_MESSAGE } from './phone.js';
import { pagePaths } from './page-paths.js';

/**
 * Schemas of the customer sign-in forms. Password sign-in works by linking an email/password
 * credential to the phone account; the email is derived from the normalised phone number, so
 * one phone number always maps to one password account and nobody has to own a mailbox. The
 * reserved `.invalid` top-level domain guarantees the address can never receive mail.
 */
export const PASSWORD_MIN_LENGTH = 6; // what Firebase Auth enforces
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_EMAIL_DOMAIN = 'phone.dropwise.invalid';

export function passwordSignInEmail(e164PhoneNumber: string): string {
  return `${e164PhoneNumber.replace(/\D/g, '')}@${PASSWORD_EMAIL_DOMAIN}`;
}

export const phoneNumberSchema = z
  .string({ required_error: 'Enter your phone number.' })
  .trim()
  .min(1, 'Enter your phone number.')
  .refine((value) => normalisePhone(value) !== null, PHONE_FORMAT_MESSAGE)
  .transform((value) => normalisePhone(value) as string);

export const verificationCodeSchema = z
  .string({ required_error: 'Enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS.');

export const passwordSchema = z
  .string({ required_error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const passwordSignInSchema = z.object({
  phoneNumber: phoneNumberSchema,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH, 'That password is too long.'),
});
export type PasswordSignInInput = z.input<typeof passwordSignInSchema>;

export const setPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'The two passwords do not match.',
    path: ['confirmPassword'],
  });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** Only same-site paths may be a "go back to" target after sign-in (no open redirects). */
export function safeReturnPath(candidate: unknown, fallback: string = pagePaths.home): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return fallback;
  }
  if (candidate.includes('\\') || /^\/(login|signup|loginwithpass)\b/i.test(candidate)) return fallback;
  return candidate;
}
