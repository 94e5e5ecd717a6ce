import { e164PhoneSchema } from '../phone-schema.js';
import { plainText } from '../plain-text.js';

/** Text a person typed, under the shared free-text rule (plain-text.ts). */
export function text(label: string, min: number, max: number) {
  return plainText({ label, min, max, badCharacters: `${label} cannot contain control characters.` });
}

/** A phone number as people type it, stored in E.164. */
export const phoneSchema = e164PhoneSchema({
  required: 'Phone number is required.',
  notText: 'Phone number must be text.',
});
