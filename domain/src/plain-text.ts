import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MULTI_LINE } from './control-characters.js';

export { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MULTI_LINE };

/**
 * The one rule for free text a person types and others read (addresses, names, cities, notes,
 * reasons, shop and rider fields, parcel descriptions, receiver names, searches): trimmed, in
 * Unicode NFC (so one word is one string however it was typed), bounded, with no control
 * characters (C0 U+0000-U+001F, DEL and C1 U+007F-U+009F; a newline only where a field allows
 * several lines) and no bidirectional embedding, override or isolate characters
 * (U+202A-U+202E, U+2066-U+2069), which break CSV and log lines and can make text display as
 * something other than what is stored.
 */

/** Trimmed and NFC-normalised: what every free-text field stores. */
export function tidyText(value: string): string {
  return value.normalize('NFC').trim();
}

export interface PlainTextOptions {
  /** How the field is named in messages: "Address", "The reason"... */
  label: string;
  min: number;
  max: number;
  /** Allows a newline between lines (notes, descriptions); never other control characters. */
  multiLine?: boolean;
  /** Messages for a missing value and for too few characters, where the field has better words. */
  required?: string;
  notText?: string;
  tooShort?: string;
  tooLong?: string;
  badCharacters?: string;
}

/**
 * A zod schema for one free-text field under the rule above. The length is counted after
 * trimming and normalising, in UTF-16 code units (what Firestore rules count).
 */
export function plainText(options: PlainTextOptions) {
  const { label, min, max } = options;
  const required = options.required ?? `${label} is required.`;
  return z
    .string({ required_error: required, invalid_type_error: options.notText ?? `${label} must be text.` })
    .transform(tidyText)
    .pipe(
      z
        .string()
        .min(min, options.tooShort ?? (min <= 1 ? required : `${label} needs at least ${min} characters.`))
        .max(max, options.tooLong ?? `${label} can be at most ${max} characters.`)
        .regex(
          options.multiLine ? NO_CONTROL_CHARACTERS_MULTI_LINE : NO_CONTROL_CHARACTERS,
          options.badCharacters ?? `${label} contains characters we cannot store.`,
        ),
    );
}
