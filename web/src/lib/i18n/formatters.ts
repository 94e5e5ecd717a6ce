import { displayTimeZone, type Language, localeOf } from '@dropwise/domain/languages';

export interface Formatters {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** Rupees, as Indian readers write them (₹1,23,456.50). */
  money(rupees: number): string;
  distanceKm(km: number): string;
  date(at: Date | number): string;
  time(at: Date | number): string;
  dateTime(at: Date | number): string;
}

const made = new Map<Language, Formatters>();

/**
 * Numbers, money, distances, dates and times in the language's Indian locale (en-IN, hi-IN,
 * mr-IN). Times are Indian times (Asia/Kolkata), whatever the device's own zone.
 */
export function formattersFor(language: Language): Formatters {
  const existing = made.get(language);
  if (existing) return existing;
  const locale = localeOf[language];
  const inIndia = { timeZone: displayTimeZone } as const;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
  const km = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, {
    ...inIndia,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { ...inIndia, hour: 'numeric', minute: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(locale, { ...inIndia, dateStyle: 'medium', timeStyle: 'short' });
  const formatters: Formatters = {
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    money: (rupees) => money.format(rupees),
    distanceKm: (value) => km.format(value),
    date: (at) => date.format(at),
    time: (at) => time.format(at),
    dateTime: (at) => dateTime.format(at),
  };
  made.set(language, formatters);
  return formatters;
}
