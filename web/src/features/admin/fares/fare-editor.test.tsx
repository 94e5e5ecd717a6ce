import type { FareTable } from '@dropwise/domain/fares';
import { DEFAULT_FARE_TABLE } from '@dropwise/domain/default-fare-table';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import FaresPage from '@/features/admin/pages/fares-page';

const api = vi.hoisted(() => ({
  table: null as FareTable | null,
  saved: [] as unknown[],
  refusal: null as Error | null,
  auth: {},
}));
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
    if (api.refusal) throw api.refusal;
    api.saved.push(table);
    return { ...(table as FareTable), version: 8 };
  },
}));

beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const AUTO = { label: 'Auto rickshaw', base: 40, baseKm: 3, perKm: 12, minimum: 60, seats: 3 };
const TABLE: FareTable = {
  ...DEFAULT_FARE_TABLE,
  vehicles: { auto: AUTO, tempo: { label: 'Tempo', base: 80, perKm: 20, minimum: 100, seats: 0 } },
  parcelVehicleType: 'tempo',
  timeBands: [{ from: '22:00', to: '06:00', multiplier: 1.5 }],
  version: 7,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const save = () => press('Save fares');

async function renderPage(table: FareTable, refusal: Error | null = null) {
  Object.assign(api, { table, saved: [], refusal });
  render(<FaresPage />);
  await screen.findByLabelText('Platform share (%)');
}

describe('the fare screen: base km, time bands and cancellation terms', () => {
  it('adds, edits and removes band rows and saves base km and the terms with them', async () => {
    const { cancellation: _none, ...older } = TABLE;
    await renderPage(older);
    expect(field('From (band 1)').value).toBe('22:00');
    expect(field('Multiplier (band 1)').value).toBe('1.5');
    // A table saved before the terms shows the defaults, 10 %, ₹100 and 5 minutes.
    expect(field('Fee (% of the fare)').value).toBe('10');
    expect(field('Grace minutes').value).toBe('5');
    await press('Add a time band');
    type('From (band 2)', '08:00');
    type('To (band 2)', '10:30');
    type('Multiplier (band 2)', '0.75');
    await press('Remove band 1');
    expect(screen.queryByLabelText('From (band 2)')).toBeNull();
    type('Base km (tempo)', '1.5');
    type('Grace minutes', '12');
    await save();
    expect(api.saved).toEqual([
      expect.objectContaining({
        timeBands: [{ from: '08:00', to: '10:30', multiplier: 0.75 }],
        cancellation: { percent: 10, capRupees: 100, graceMinutes: 12 },
        vehicles: expect.objectContaining({ tempo: expect.objectContaining({ baseKm: 1.5 }) }),
      }),
    ]);
  });

  it('says the guidelines’ bounds next to each term and band, and saves nothing past them', async () => {
    await renderPage(TABLE);
    expect(document.getElementById('fare-cancellation-capRupees-help')?.textContent).toBe(
      'Whole rupees; the guidelines allow at most ₹100.',
    );
    type('Multiplier (band 1)', '2.5');
    type('Fee cap (₹)', '150');
    type('Base km (auto)', '2');
    await save();
    expect(errorOf('Multiplier (band 1)')).toBe('The guidelines allow a multiplier of at most 2.');
    expect(errorOf('Fee cap (₹)')).toBe('The guidelines allow a fee of at most ₹100.');
    expect(api.saved).toEqual([]);
  });

  it('shows the server’s field problems beside the fields they name', async () => {
    const refusal = new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
      fields: {
        'timeBands.0.from': 'This band overlaps the band from 21:00 to 23:00.',
        'vehicles.auto.baseKm': 'The base fare of a ride must cover at least the first 3 km.',
        'cancellation.percent': 'The guidelines allow at most 10 %.',
      },
    });
    await renderPage(TABLE, refusal);
    await save();
    expect(errorOf('From (band 1)')).toBe('This band overlaps the band from 21:00 to 23:00.');
    expect(errorOf('Base km (auto)')).toBe('The base fare of a ride must cover at least the first 3 km.');
    expect(errorOf('Fee (% of the fare)')).toBe('The guidelines allow at most 10 %.');
    expect(errorOf('To (band 1)')).toBeFalsy();
  });

  it('warns when a vehicle that carries passengers has no base km, and not for goods', async () => {
    await renderPage(TABLE);
    const warning = /base fare to cover at least the first 3 km/;
    expect(screen.queryByText(warning)).toBeNull();
    type('Base km (auto)', '');
    const auto = screen.getByRole('group', { name: 'Auto rickshaw' });
    expect(within(auto).getByRole('status').textContent).toMatch(warning);
    const tempo = screen.getByRole('group', { name: 'Tempo' });
    expect(within(tempo).queryByText(warning)).toBeNull();
  });

  it('previews a 2, 5 and 12 km trip now and in each band, following the rates as typed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 5, 0)); // 10:30 in India, outside the night band
    await renderPage(TABLE);
    const preview = () => screen.getByRole('table', { name: 'What a trip costs (Auto rickshaw)' });
    const rows = () =>
      within(preview())
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // The first 3 km in the ₹40 base, ₹12 a km after, at least ₹60; the night band × 1.5.
    expect(rows()).toEqual([
      ['Trip', 'Now', '22:00–06:00 × 1.5'],
      ['2 km', '₹60', '₹60'],
      ['5 km', '₹64', '₹96'],
      ['12 km', '₹148', '₹222'],
    ]);
    type('Per km (auto)', '10');
    expect(rows()[3]).toEqual(['12 km', '₹130', '₹195']);
  });
});
