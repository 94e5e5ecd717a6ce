import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrderCount } from './use-order-count';
import { useOrdersPerDay } from './use-orders-per-day';
import { useStatusCounts } from './use-status-counts';

// A count query is stood in for by the filters it counts; the test says what each one counts to.
const firestore = vi.hoisted(() => ({
  counted: [] as unknown[],
  countOf: (_filters: Record<string, unknown>): number | Error => 0,
  db: {},
}));
vi.mock('reactfire', () => ({ useFirestore: () => firestore.db }));
vi.mock('@/lib/orders/order-records', () => ({
  ordersQuery: (_db: unknown, filters: unknown) => filters,
}));
vi.mock('@/lib/firebase/build-query', () => ({
  buildQuery: (_db: unknown, _id: string, where: { equals: object; from?: Date }) => ({
    ...where.equals,
    today: Boolean(where.from),
  }),
}));
vi.mock('firebase/firestore', () => ({
  getCountFromServer: async (filters: Record<string, unknown>) => {
    firestore.counted.push(filters);
    const count = firestore.countOf(filters);
    if (count instanceof Error) throw count;
    return { data: () => ({ count }) };
  },
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  firestore.counted = [];
});

describe('useOrderCount', () => {
  it('counts the filters, again when the trigger changes and every 15 s, keeping the last count if a recount fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let waiting: number | Error = 3;
    firestore.countOf = () => waiting;
    const { result, rerender } = renderHook(({ trigger }) => useOrderCount({ status: 'pending' }, trigger), {
      initialProps: { trigger: 'a' },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(3));
    expect(firestore.counted).toEqual([{ status: 'pending' }]);

    waiting = 4;
    rerender({ trigger: 'b' });
    await waitFor(() => expect(result.current).toBe(4));

    waiting = 5;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(result.current).toBe(5));

    waiting = new Error('unavailable');
    rerender({ trigger: 'c' });
    await waitFor(() => expect(firestore.counted).toHaveLength(4));
    expect(result.current).toBe(5);
  });
});

describe('useStatusCounts', () => {
  it('counts each status today and overall, and says when the counts failed', async () => {
    firestore.countOf = (filters) => (filters.status === 'pending' ? (filters.today ? 2 : 7) : 0);
    const { result, rerender } = renderHook(({ version }) => useStatusCounts(version), {
      initialProps: { version: 0 },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect((result.current as Record<string, unknown>).pending).toEqual({ today: 2, overall: 7 });
    expect((result.current as Record<string, unknown>).delivered).toEqual({ today: 0, overall: 0 });

    firestore.countOf = () => new Error('unavailable');
    rerender({ version: 1 });
    await waitFor(() => expect(result.current).toBe('failed'));
  });
});

describe('useOrdersPerDay', () => {
  it('counts each day by final status, with the rest open, and says when it failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    firestore.countOf = (filters) =>
      ({ delivered: 3, cancelled: 1, failed: 1 })[filters.status as string] ?? 7;
    const { result, rerender } = renderHook(({ version }) => useOrdersPerDay(2, version), {
      initialProps: { version: 0 },
    });
    await waitFor(() => expect(Array.isArray(result.current)).toBe(true));
    const days = result.current as Array<{ day: string; open: number; delivered: number }>;
    expect(days).toHaveLength(2);
    expect(days[1]).toMatchObject({ delivered: 3, cancelled: 1, failed: 1, open: 2 });
    expect(firestore.counted).toHaveLength(8);

    firestore.countOf = () => new Error('unavailable');
    rerender({ version: 1 });
    await waitFor(() => expect(result.current).toBe('error'));
  });
});
