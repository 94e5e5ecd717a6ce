import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { displayTimeZone } from '@dropwise/domain/languages';

/** An area's messages in one language: plain strings, or ICU messages parsed at build time. */
export type Catalogue = Record<string, string | MessageFormatElement[]>;

export type MessageValues = Record<string, PrimitiveType>;

// Dates and times in messages ({at, time}) are Indian times, like every other time shown.
const formats = {
  date: { short: { timeZone: displayTimeZone, day: 'numeric', month: 'short', year: 'numeric' } },
  time: { short: { timeZone: displayTimeZone, hour: 'numeric', minute: '2-digit' } },
} as const;

const compiled = new WeakMap<MessageFormatElement[], Map<string, IntlMessageFormat>>();

/** A compiled formatter per message and locale, made on first use and kept. */
export function messageFormat(ast: MessageFormatElement[], locale: string): IntlMessageFormat {
  let byLocale = compiled.get(ast);
  if (!byLocale) compiled.set(ast, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) {
    format = new IntlMessageFormat(ast, locale, formats);
    byLocale.set(locale, format);
  }
  return format;
}

/** The message as text; a message the catalogue lacks shows its key, so it is seen and fixed. */
export function formatMessage(
  catalogue: Catalogue | undefined,
  key: string,
  locale: string,
  values?: MessageValues,
): string {
  const message = catalogue?.[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  return String(messageFormat(message, locale).format(values));
}
