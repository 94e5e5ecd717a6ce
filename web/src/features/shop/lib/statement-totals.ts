import type { ShopStatementRow } from '@dropwise/domain/shops/shop-statement';

/** A statement's days added up, and what was due to the shop at the end of the last day. */
export interface StatementTotals {
  deliveries: number;
  codCollectedPaise: number;
  feesBilledPaise: number;
  payoutsPaise: number;
  /** Null for a statement with no days. */
  closingBalancePaise: number | null;
}

export function statementTotals(rows: readonly ShopStatementRow[]): StatementTotals {
  const sum = (pick: (row: ShopStatementRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const last = [...rows].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  return {
    deliveries: sum((row) => row.deliveries),
    codCollectedPaise: sum((row) => row.codCollectedPaise),
    feesBilledPaise: sum((row) => row.feesBilledPaise),
    payoutsPaise: sum((row) => row.payoutsPaise),
    closingBalancePaise: last ? last.balancePaise : null,
  };
}
