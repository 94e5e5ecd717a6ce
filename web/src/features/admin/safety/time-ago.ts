const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago `at` was, in the largest whole unit and the reader's language ("3 minutes ago",
 * "३ मिनट पहले"); a moment in the future (a clock ahead of this one) reads as now.
 */
export function timeAgo(at: Date, now: number, locale: string): string {
  const seconds = Math.max(0, Math.floor((now - at.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-seconds, 'second');
}
