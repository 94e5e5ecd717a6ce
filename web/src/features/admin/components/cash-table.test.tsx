import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { CashDayRow } from '@/features/admin/lib/cash-days';
import { CashTable } from './cash-table';

beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(cleanup);

const day = (riderId: string, date: string, collected: number, deposited: number, outstanding: number) =>
  ({
    riderId,
    riderName: riderId === 'r1' ? 'Asha Patil' : 'Ravi Kumar',
    date,
    collectedPaise: collected,
    depositedPaise: deposited,
    outstandingPaise: outstanding,
  }) satisfies CashDayRow;

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('CashTable', () => {
  it('lists each rider day in rupees and adds them up in a totals row', () => {
    render(
      <CashTable
        rows={[
          day('r1', '2026-11-24', 50_050, 0, 50_050),
          day('r2', '2026-11-24', 12_000, 12_000, 0),
          day('r1', '2026-11-25', 75_000, 100_000, 25_050),
          day('r2', '2026-11-26', 30_025, 0, 30_025),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cash by rider and day' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cells(head!)).toEqual(['Rider', 'Date', 'Collected', 'Deposited', 'Outstanding']);
    expect(cells(rows[0]!)).toEqual(['Asha Patil', '24 Nov 2026', '₹500.50', '₹0.00', '₹500.50']);
    expect(cells(rows[2]!)).toEqual(['Asha Patil', '25 Nov 2026', '₹750.00', '₹1,000.00', '₹250.50']);
    // Collected and deposited add up; outstanding is each rider's last day (₹250.50 + ₹300.25),
    // not every day's balance again (which would say ₹1,051.00).
    expect(cells(rows[4]!)).toEqual(['Total', '₹1,670.75', '₹1,120.00', '₹550.75']);
  });

  it('totals nothing as ₹0.00', () => {
    render(<CashTable rows={[]} />);
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(cells(total)).toEqual(['Total', '₹0.00', '₹0.00', '₹0.00']);
  });
});
