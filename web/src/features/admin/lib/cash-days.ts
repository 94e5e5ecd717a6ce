import type { CashDayRow } from '@dropwise/domain/money';

export type { CashDayRow };

export interface CashTotals {
  collectedPaise: number;
  depositedPaise: number;
  /**
   * What the riders listed held at the end of the range: each rider's outstanding on their last
   * day shown. Adding up every row would count the same cash once for each day it stayed unpaid.
   */
  outstandingPaise: number;
}

/** The totals row of the cash screen. */
export function cashTotals(rows: readonly CashDayRow[]): CashTotals {
  const lastDay = new Map<string, CashDayRow>();
  let collectedPaise = 0;
  let depositedPaise = 0;
  for (const row of rows) {
    collectedPaise += row.collectedPaise;
    depositedPaise += row.depositedPaise;
    const seen = lastDay.get(row.riderId);
    if (!seen || row.date > seen.date) lastDay.set(row.riderId, row);
  }
  let outstandingPaise = 0;
  for (const row of lastDay.values()) outstandingPaise += row.outstandingPaise;
  return { collectedPaise, depositedPaise, outstandingPaise };
}
