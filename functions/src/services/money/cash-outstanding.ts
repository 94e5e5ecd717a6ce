import type { CashDayRow } from '@dropwise/domain/money';

export type CashDayFigures = Omit<CashDayRow, 'outstandingPaise'>;

/**
 * What each rider held at the end of each of their days: what they hold now, less what every later
 * day moved (collected less deposited). Stored, it would depend on which of a day's entries
 * committed last, and entries are written without reading the balance; derived, it is exact.
 * `laterNetPaise` is, per rider, the net of their days after the last day of `rows`.
 */
export function withOutstanding(
  rows: readonly CashDayFigures[],
  heldNowPaise: ReadonlyMap<string, number>,
  laterNetPaise: ReadonlyMap<string, number>,
): CashDayRow[] {
  const newestFirst = [...rows].sort((a, b) => b.date.localeCompare(a.date));
  const running = new Map<string, number>();
  const outstanding = new Map<CashDayFigures, number>();
  for (const row of newestFirst) {
    const held =
      running.get(row.riderId) ??
      (heldNowPaise.get(row.riderId) ?? 0) - (laterNetPaise.get(row.riderId) ?? 0);
    outstanding.set(row, held);
    running.set(row.riderId, held - (row.collectedPaise - row.depositedPaise));
  }
  return rows.map((row) => ({ ...row, outstandingPaise: outstanding.get(row) ?? 0 }));
}
