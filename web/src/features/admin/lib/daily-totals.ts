import type { ReportCity } from '@dropwise/domain/report-cities';

/** The Reports screen's city choice: every city together, or one of a day's `cities`. */
export type ReportCityChoice = 'all' | ReportCity;
export const REPORT_CITY_CHOICES: readonly ReportCityChoice[] = ['all', 'pune', 'agra', 'other'];

const FIGURES = [
  'booked',
  'delivered',
  'cancelled',
  'failed',
  'faresPaise',
  'cashCollectedPaise',
  'feesChargedPaise',
  'feesCollectedPaise',
  'assignMinutesSum',
  'assignCount',
  'pickupMinutesSum',
  'pickupCount',
] as const;

/** One day's counts, its `dailyTotals` shards added up (or one city's share of them). */
export type DayFigures = Record<(typeof FIGURES)[number], number>;

/** A row of the Reports table: the day's counts and its two averages (null when nothing to average). */
export interface ReportDay extends DayFigures {
  day: string;
  /** Minutes from booking to a rider being assigned. */
  assignMinutes: number | null;
  /** Minutes from assignment to pickup. */
  pickupMinutes: number | null;
}

// Each counter is an increment made as things happen, so a day or a city that saw none of one
// kind has no field for it: missing (or anything odd) counts as 0.
const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A day's counts for all cities or one of them, from the stored document's data (absent: all 0). */
export function dayFigures(data: unknown, city: ReportCityChoice): DayFigures {
  const all = (data ?? {}) as Record<string, unknown>;
  const source = city === 'all' ? all : (((all.cities ?? {}) as Record<string, unknown>)[city] ?? {});
  const figures = {} as DayFigures;
  for (const name of FIGURES) figures[name] = figure((source as Record<string, unknown>)[name]);
  return figures;
}

/** An average in minutes, or null when there was nothing to average. */
export function averageMinutes(sum: number, count: number): number | null {
  return count > 0 ? sum / count : null;
}

function withAverages(day: string, figures: DayFigures): ReportDay {
  return {
    day,
    ...figures,
    assignMinutes: averageMinutes(figures.assignMinutesSum, figures.assignCount),
    pickupMinutes: averageMinutes(figures.pickupMinutesSum, figures.pickupCount),
  };
}

/** One row per day asked for, in that order; a day without a document is a day of zeros. */
export function reportDays(
  days: readonly string[],
  stored: ReadonlyMap<string, unknown>,
  city: ReportCityChoice,
): ReportDay[] {
  return days.map((day) => withAverages(day, dayFigures(stored.get(day), city)));
}

/**
 * The rows added up; the averages are over every trip of the period (all the minutes over all
 * the counts), not an average of the days' averages, which would weigh a quiet day like a busy one.
 */
export function reportTotal(rows: readonly ReportDay[]): ReportDay {
  const sums = dayFigures(undefined, 'all');
  for (const row of rows) for (const name of FIGURES) sums[name] += row[name];
  return withAverages('', sums);
}
