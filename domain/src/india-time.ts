/**
 * Days and months in India time: every ledger day, day total and receipt month is counted in it,
 * whatever the zone of the machine that counts.
 */

// Built once: a formatter is costly to make, and every ledger entry and day total asks for a day.
const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of a moment in India time. */
export function indiaDate(at: number | Date): string {
  return indiaDay.format(at);
}

/** `YYYY-MM` of a moment in India time. */
export function indiaMonth(at: number | Date): string {
  return indiaDate(at).slice(0, 7);
}

const DAY_MS = 86_400_000;

/** The calendar day `delta` days from a `YYYY-MM-DD` day (in UTC, so no clock change shifts it). */
export function shiftDay(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` is after `from` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

/**
 * The last `count` India days, oldest first, ending with the India day of `now`: the days the
 * ledger and the day's totals are counted in, whatever the reader's own time zone.
 */
export function lastIndiaDays(now: number | Date, count: number): string[] {
  const today = indiaDate(now);
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - (count - 1)));
}

/** A calendar day `YYYY-MM-DD` that exists (no 31 April, no 29 February outside leap years). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
