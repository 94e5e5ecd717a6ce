/**
 * A rider's earnings as the screen sums them from their days (`riderDays/{uid}_{date}`, written
 * at each delivery). Days are India days, `YYYY-MM-DD`, and a week starts on Monday, as the
 * functions count them (indiaDate in @dropwise/domain/india-time).
 */
import { shiftDay } from '@dropwise/domain/india-time';

export interface EarningsTotals {
  trips: number;
  faresPaise: number;
  platformSharePaise: number;
  /** Net of the cancellation fees: below zero on a day with a fee and no trips. */
  earningsPaise: number;
  /** Fees for giving orders back without a valid reason. */
  cancellationFeesPaise: number;
}

export interface RiderDay extends EarningsTotals {
  date: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of the week `date` falls in (both `YYYY-MM-DD`). */
export function mondayOf(date: string): string {
  if (!DAY.test(date)) throw new Error(`Not a day: ${date}`);
  // getUTCDay counts from Sunday (0); Monday starts the week here.
  const sinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDay(date, -sinceMonday);
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
const signed = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

/** A stored day, read defensively; null for one without a proper date. */
export function toRiderDay(data: Record<string, unknown>): RiderDay | null {
  if (typeof data.date !== 'string' || !DAY.test(data.date)) return null;
  return {
    date: data.date,
    trips: count(data.trips),
    faresPaise: count(data.faresPaise),
    platformSharePaise: count(data.platformSharePaise),
    earningsPaise: signed(data.earningsPaise),
    cancellationFeesPaise: count(data.cancellationFeesPaise),
  };
}

/** The sums over the days from `from` to `to`, both included. */
export function totalsOf(days: readonly RiderDay[], from: string, to: string): EarningsTotals {
  const totals: EarningsTotals = {
    trips: 0,
    faresPaise: 0,
    platformSharePaise: 0,
    earningsPaise: 0,
    cancellationFeesPaise: 0,
  };
  for (const day of days) {
    if (day.date < from || day.date > to) continue;
    totals.trips += day.trips;
    totals.faresPaise += day.faresPaise;
    totals.platformSharePaise += day.platformSharePaise;
    totals.earningsPaise += day.earningsPaise;
    totals.cancellationFeesPaise += day.cancellationFeesPaise;
  }
  return totals;
}
