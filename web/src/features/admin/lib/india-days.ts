import { indiaDate } from '@domain/india-time';

const DAY_MS = 86_400_000;

/** The calendar day `delta` days from a `YYYY-MM-DD` day (computed in UTC, so no clock change shifts it). */
export function shiftDay(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last `count` India days, oldest first, ending with the India day of `now`: the days the
 * ledger and the day's totals are counted in, whatever the admin's own time zone.
 */
export function lastIndiaDays(now: number | Date, count: number): string[] {
  const today = indiaDate(now);
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - (count - 1)));
}
