/**
 * The languages Dropwise speaks. Each is shown by its own name (a Hindi reader looks for
 * "हिन्दी", not "Hindi"), and formats dates, numbers and money in its Indian locale.
 */
export const languages = ['en', 'hi', 'mr'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

export const localeOf: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** Times shown to customers are Indian times, wherever the device's clock is set. */
export const displayTimeZone = 'Asia/Kolkata';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first supported language in a preference list (`navigator.languages`, or the tags of an
 * Accept-Language header), by primary subtag: "hi-IN" and "hi" both mean Hindi. The same order
 * Firebase Hosting uses to pick a pre-rendered page, so the page and the app agree.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
