import { cleanup, render, screen, within } from '@testing-library/react';
import type { DocumentSnapshot } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { type RiderRecord, toRiderRecord } from '@/features/admin/api/rider-records';
import { RiderList } from './rider-list';

const list = vi.hoisted(() => ({ riders: [] as RiderRecord[] }));
vi.mock('@/features/admin/api/use-rider-pages', async () => {
  const { onePageForTests } = await import('@/lib/firebase/one-page-for-tests');
  return { useRiderPages: () => onePageForTests(list.riders) };
});
vi.mock('@/features/admin/api/use-rider-positions', () => ({ useRiderPositions: () => new Map() }));

beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

/** A rider as read from riders/{uid}, so the rating goes through the same reader as on screen. */
const rider = (id: string, name: string, rating: unknown) =>
  toRiderRecord({
    id,
    data: () => ({ name, phone: '', email: '', active: true, rating }),
  } as unknown as DocumentSnapshot);

describe('RiderList', () => {
  it('shows each rider’s average rating and how many trips it is over, or – before any', () => {
    list.riders = [
      rider('r1', 'Asha Patil', { average: 4.56, count: 23 }),
      rider('r2', 'Ravi Kumar', { average: 5, count: 1 }),
      rider('r3', 'Sunil Rao', undefined),
      rider('r4', 'Meera Das', { average: 0, count: 0 }),
    ];
    render(
      <RiderList
        search=""
        onSearch={vi.fn()}
        version={0}
        shops={[]}
        onEdit={vi.fn()}
        onToggleActive={vi.fn()}
      />,
    );
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    const column = headings.indexOf('Rating');
    expect(column).toBeGreaterThan(0);
    const ratings = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(ratings).toEqual(['4.6 ★ (23)', '5.0 ★ (1)', '–', '–']);
  });
});
