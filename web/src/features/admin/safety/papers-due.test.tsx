import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { PapersRider } from '@/features/admin/api/use-papers-due';
import { dueRiders, incompleteRiders } from './papers-due';
import { DueTable, IncompleteTable } from './papers-due-tables';

beforeAll(() => Promise.all([ensureCatalogue('safetyDesk', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const rider = (id: string, name: string, papersUntil: string | null, active = true): PapersRider => ({
  id,
  name,
  phone: `+9198765${id.padStart(5, '0')}`,
  active,
  papersUntil,
});

const TODAY = '2025-06-10';
const DUE_BY = '2025-07-10';
const riders = [
  rider('1', 'Meera Das', '2025-07-01'),
  rider('2', 'Asha Patil', '2025-06-10'),
  rider('3', 'Sunil Rao', '2025-06-01', false),
  rider('4', 'Ravi Kumar', null),
  rider('5', 'Anil Joshi', '2025-06-09'),
  rider('6', 'Zoya Khan', '2025-08-01'),
  rider('7', 'Bina Shah', '2025-07-01'),
  rider('8', 'Kiran More', null),
];

describe('the papers-due lists', () => {
  it('lists papers ending by the due day, soonest first, the ended ones marked expired', () => {
    expect(
      dueRiders(riders, TODAY, DUE_BY).map(({ id, until, days, expired }) => [id, until, days, expired]),
    ).toEqual([
      ['3', '2025-06-01', -9, true],
      ['5', '2025-06-09', -1, true],
      ['2', '2025-06-10', 0, false],
      ['7', '2025-07-01', 21, false],
      ['1', '2025-07-01', 21, false],
    ]);
  });

  it('lists incomplete papers apart, by name', () => {
    expect(incompleteRiders(riders).map((entry) => entry.name)).toEqual(['Kiran More', 'Ravi Kumar']);
  });

  it('shows each rider’s state and the way to their papers', () => {
    const rows = dueRiders(riders, TODAY, DUE_BY);
    render(
      <MemoryRouter>
        <DueTable list={{ rows, status: 'success', cut: false }} empty="None" />
        <IncompleteTable
          list={{ rows: incompleteRiders(riders), status: 'success', cut: true }}
          empty="None"
        />
      </MemoryRouter>,
    );
    const [due, incomplete] = screen.getAllByRole('table');
    const cells = (table: HTMLElement, column: number) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(cells(due!, 0)).toEqual([
      'Sunil Rao (deactivated)',
      'Anil Joshi',
      'Asha Patil',
      'Bina Shah',
      'Meera Das',
    ]);
    expect(cells(due!, 3)).toEqual([
      'Expired: ended 9 days ago',
      'Expired: ended yesterday',
      'Ends today',
      'Ends in 21 days',
      'Ends in 21 days',
    ]);
    expect(screen.getByRole('link', { name: 'Papers of Anil Joshi' }).getAttribute('href')).toBe(
      '/admin/ridermanage/5',
    );
    expect(cells(incomplete!, 0)).toEqual(['Kiran More', 'Ravi Kumar']);
    expect(screen.getByRole('link', { name: 'Papers of Ravi Kumar' }).getAttribute('href')).toBe(
      '/admin/ridermanage/4',
    );
    expect(screen.getByText('Only the first 2 riders are shown.').tagName).toBe('P');
  });
});
