import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { ReportsView } from './reports-view';

const saved = vi.hoisted(() => ({ files: [] as { name: string; headers: string[]; rows: unknown[][] }[] }));
vi.mock('@/features/admin/lib/download-csv', () => ({
  downloadCsv: (name: string, headers: string[], rows: unknown[][]) =>
    saved.files.push({ name, headers, rows }),
}));

beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(cleanup);

const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26'];
const stored = new Map<string, unknown>([
  [
    '2026-11-25',
    {
      date: '2026-11-25',
      booked: 10,
      delivered: 7,
      cancelled: 2,
      failed: 1,
      faresPaise: 1_234_550,
      cashCollectedPaise: 1_000_000,
      feesChargedPaise: 2_400,
      feesCollectedPaise: 1_000,
      assignMinutesSum: 25,
      assignCount: 2,
      pickupMinutesSum: 70,
      pickupCount: 7,
      cities: {
        pune: { booked: 6, delivered: 5, faresPaise: 800_000, assignMinutesSum: 9, assignCount: 1 },
        agra: { booked: 4, delivered: 2 },
      },
    },
  ],
  ['2026-11-26', { date: '2026-11-26', booked: 3, assignMinutesSum: 5, assignCount: 1 }],
]);

const table = () => screen.getByRole('table', { name: 'Trips and money per day' });
const rowOf = (day: string) => {
  const row = table().querySelector<HTMLElement>(`tr[data-day="${day}"]`);
  if (!row) throw new Error(`no row for ${day}`);
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
};
const totalRow = () =>
  [...within(table()).getByRole('rowheader', { name: 'Last 3 days' }).closest('tr')!.children].map(
    (cell) => cell.textContent,
  );

describe('ReportsView', () => {
  it('shows each day newest first, with averages as sum over count and – when nothing was counted', () => {
    render(<ReportsView days={DAYS} stored={stored} />);
    const [, ...rows] = within(table()).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('data-day'))).toEqual([...[...DAYS].reverse(), null]);
    expect(rowOf('2026-11-25')).toEqual([
      '25 Nov 2026',
      '10',
      '7',
      '2',
      '1',
      '₹12,345.50',
      '₹10,000.00',
      '₹24.00',
      '₹10.00',
      '12.5',
      '10',
    ]);
    expect(rowOf('2026-11-26')).toEqual([
      '26 Nov 2026',
      '3',
      '0',
      '0',
      '0',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '5',
      '–',
    ]);
    expect(rowOf('2026-11-24')).toEqual([
      '24 Nov 2026',
      '0',
      '0',
      '0',
      '0',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '–',
      '–',
    ]);
    // Over the period: (25 + 5) / 3 minutes to assign, 70 / 7 to pickup.
    expect(totalRow()).toEqual([
      'Last 3 days',
      '13',
      '7',
      '2',
      '1',
      '₹12,345.50',
      '₹10,000.00',
      '₹24.00',
      '₹10.00',
      '10',
      '10',
    ]);
    screen.getByRole('img', {
      name: 'Trips booked and delivered per day for the last 3 days; the figures are in the table below.',
    });
  });

  it("switches to one city's counts, and back to all", () => {
    render(<ReportsView days={DAYS} stored={stored} />);
    const city = screen.getByLabelText('City') as HTMLSelectElement;
    expect([...city.options].map((option) => option.textContent)).toEqual(['All', 'Pune', 'Agra', 'Other']);

    fireEvent.change(city, { target: { value: 'pune' } });
    expect(rowOf('2026-11-25')).toEqual([
      '25 Nov 2026',
      '6',
      '5',
      '0',
      '0',
      '₹8,000.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '9',
      '–',
    ]);
    // The day's overall count is not Pune's.
    expect(rowOf('2026-11-26')[1]).toBe('0');
    expect(totalRow()[1]).toBe('6');

    fireEvent.change(city, { target: { value: 'agra' } });
    expect(rowOf('2026-11-25').slice(1, 3)).toEqual(['4', '2']);

    fireEvent.change(city, { target: { value: 'other' } });
    expect(totalRow()[1]).toBe('0');

    fireEvent.change(city, { target: { value: 'all' } });
    expect(totalRow()[1]).toBe('13');
  });

  it("downloads the table's days for the chosen city as CSV", () => {
    saved.files = [];
    render(<ReportsView days={DAYS} stored={stored} />);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved.files).toHaveLength(1);
    const [file] = saved.files;
    expect(file!.name).toBe('dropwise-reports-pune-2026-11-24-2026-11-26.csv');
    expect(file!.headers[0]).toBe('date');
    expect(file!.rows[1]).toEqual([
      '2026-11-25',
      'pune',
      6,
      5,
      0,
      0,
      '8000.00',
      '0.00',
      '0.00',
      '0.00',
      9,
      null,
    ]);
    expect(file!.rows.map((row) => row[0])).toEqual(['2026-11-26', '2026-11-25', '2026-11-24']);
  });
});
