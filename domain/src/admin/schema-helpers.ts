import { z } from 'zod';
import { e164PhoneSchema } from '../phone-schema.js';

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
export const phoneSchema = e164PhoneSchema({
  required: 'Phone number is required.',
  notText: 'Phone number must be text.',
});

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
