import type { MessageKey } from '@/lib/i18n/catalogue-loaders';

/**
 * The final statuses the dashboard chart splits each day's orders into, plus the ones still open;
 * `label` names the series' message in the admin catalogue.
 */
export const CHART_SERIES = [
  { key: 'delivered', label: 'chartDelivered', colour: '#1a7f4b' },
  { key: 'cancelled', label: 'chartCancelled', colour: '#8a94a6' },
  { key: 'failed', label: 'chartFailed', colour: '#b42318' },
  { key: 'open', label: 'chartStillOpen', colour: '#2f6fde' },
] as const satisfies readonly { key: string; label: MessageKey<'admin'>; colour: string }[];

export interface DayCounts {
  /** Local calendar day, `YYYY-MM-DD`. */
  day: string;
  delivered: number;
  cancelled: number;
  failed: number;
  open: number;
}

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `count` local calendar days, oldest first, ending with the day of `now`. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (count - 1 - index));
    return isoDay(day);
  });
}

/** A day's figures from its total and its final-status counts; whatever is not final is open. */
export function dayCounts(
  day: string,
  total: number,
  finals: { delivered: number; cancelled: number; failed: number },
): DayCounts {
  return { day, ...finals, open: Math.max(0, total - finals.delivered - finals.cancelled - finals.failed) };
}

/** A round top for the chart's scale (1, 2, 5 x 10^n) at or above the busiest day. */
export function niceMaximum(values: number[]): number {
  const highest = Math.max(1, ...values);
  const power = 10 ** Math.floor(Math.log10(highest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= highest) ?? 10;
  return step * power;
}
