import { describe, expect, it } from 'vitest';
import { statementTotals } from './statement-totals';

const day = (date: string, cod: number, fees: number, payouts: number, balance: number, deliveries = 1) => ({
  date,
  deliveries,
  codCollectedPaise: cod,
  feesBilledPaise: fees,
  payoutsPaise: payouts,
  balancePaise: balance,
});

describe('statementTotals', () => {
  it('adds each column to the paisa and takes the balance at the end of the last day, whatever the order', () => {
    const totals = statementTotals([
      day('2026-11-02', 50_050, 4_001, 20_000, 56_099, 3),
      day('2026-11-01', 30_000, 0, 0, 30_000, 2),
    ]);
    expect(totals).toEqual({
      deliveries: 5,
      codCollectedPaise: 80_050,
      feesBilledPaise: 4_001,
      payoutsPaise: 20_000,
      closingBalancePaise: 56_099,
    });
  });

  it('has no balance for a statement with no days', () => {
    expect(statementTotals([]).closingBalancePaise).toBeNull();
  });
});
