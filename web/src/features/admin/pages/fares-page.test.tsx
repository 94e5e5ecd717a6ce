import { type FareTable } from '@dropwise/domain/fares';
import { DEFAULT_FARE_TABLE } from '@dropwise/domain/default-fare-table';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import FaresPage from './fares-page';

const api = vi.hoisted(() => ({
  table: null as FareTable | null,
  saved: [] as unknown[],
  auth: {},
}));
// One Auth for the page's life, as reactfire gives: the page loads the table once per Auth.
vi.mock('reactfire', () => ({ useAuth: () => api.auth }));
vi.mock('@/features/admin/components/admin-layout', () => ({
  AdminLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));
vi.mock('@/lib/fares/fare-table', async (original) => ({
  ...(await original<typeof import('@/lib/fares/fare-table')>()),
  getFareTable: async () => api.table,
}));
vi.mock('@/features/admin/api/fare-table', async (original) => ({
  ...(await original<typeof import('@/features/admin/api/fare-table')>()),
  saveFareTable: async (_auth: unknown, table: unknown) => {
    api.saved.push(table);
    return { ...(table as FareTable), version: 8 };
  },
}));

beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save fares' })));

async function renderPage(table: FareTable) {
  api.table = table;
  api.saved = [];
  render(<FaresPage />);
  await screen.findByLabelText('Platform share (%)');
}

describe('FaresPage: the platform share and the tax rate', () => {
  it('shows the defaults for a table saved before the rates, and saves them with it', async () => {
    const { platformSharePercent: _share, taxRatePercent: _tax, ...older } = DEFAULT_FARE_TABLE;
    await renderPage({ ...older, version: 7 });
    expect(field('Platform share (%)').value).toBe('20');
    expect(field('Tax rate (%)').value).toBe('0');
    fireEvent.change(field('Tax rate (%)'), { target: { value: '18' } });
    await save();
    expect(api.saved).toEqual([expect.objectContaining({ platformSharePercent: 20, taxRatePercent: 18 })]);
  });

  it('says each rate’s range next to it, and saves nothing', async () => {
    await renderPage({ ...DEFAULT_FARE_TABLE, platformSharePercent: 25, taxRatePercent: 5, version: 7 });
    expect(field('Platform share (%)').value).toBe('25');
    fireEvent.change(field('Platform share (%)'), { target: { value: '101' } });
    fireEvent.change(field('Tax rate (%)'), { target: { value: '' } });
    await save();
    expect(errorOf('Platform share (%)')).toBe('Enter a platform share from 0 to 100 %.');
    expect(errorOf('Tax rate (%)')).toBe('Enter a tax rate from 0 to 28 %.');
    fireEvent.change(field('Tax rate (%)'), { target: { value: '28.5' } });
    await save();
    expect(errorOf('Tax rate (%)')).toBe('Enter a tax rate from 0 to 28 %.');
    expect(api.saved).toEqual([]);
  });
});
