import type { EnrolmentRecord } from '@dropwise/domain/enrolment';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { EnrolmentFilter } from './list-enrolments';
import { useEnrolmentPages } from './use-enrolment-pages';

const api = vi.hoisted(() => ({ listEnrolments: vi.fn() }));
vi.mock('reactfire', () => ({ useAuth: () => ({}) }));
vi.mock('./list-enrolments', () => api);

beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(() => {
  cleanup();
  api.listEnrolments.mockReset();
});

const record = (name: string) => ({ _id: name, name, status: 'new' }) as unknown as EnrolmentRecord;

/** Answers as the API would: the filter's search or everyone, two a page by the cursor "page-n". */
function answerLikeTheApi() {
  const everyone = ['Asha', 'Meera', 'Ravi', 'Sunil'].map(record);
  api.listEnrolments.mockImplementation(
    async (_auth: unknown, filter: EnrolmentFilter, page: { limit: number; cursor?: string | null }) => {
      const matching = everyone.filter((row) => !filter.q || row.name.includes(filter.q));
      const start = page.cursor ? Number(page.cursor.slice(5)) : 0;
      const end = start + 2;
      return { data: matching.slice(start, end), nextCursor: end < matching.length ? `page-${end}` : null };
    },
  );
}

describe('useEnrolmentPages', () => {
  it('pages by the API cursor from page 0, and a filter starts again at page 0 with its own rows', async () => {
    answerLikeTheApi();
    const { result } = renderHook(() => useEnrolmentPages());
    await waitFor(() => expect(result.current.rows.map((row) => row.name)).toEqual(['Asha', 'Meera']));
    expect(result.current.pageNumber).toBe(0);

    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows.map((row) => row.name)).toEqual(['Ravi', 'Sunil']));
    expect(result.current).toMatchObject({ pageNumber: 1, hasPrevious: true, hasNext: false });

    act(() => result.current.applyFilter({ q: 'Meera' }));
    expect(result.current.rows).toEqual([]);
    await waitFor(() => expect(result.current.rows.map((row) => row.name)).toEqual(['Meera']));
    expect(result.current).toMatchObject({ pageNumber: 0, filter: { q: 'Meera' } });
    expect(api.listEnrolments.mock.calls.at(-1)?.slice(1)).toEqual([
      { q: 'Meera' },
      { limit: 20, cursor: undefined },
    ]);
  });

  it('shows a status the API accepted without reading the page again', async () => {
    answerLikeTheApi();
    const { result } = renderHook(() => useEnrolmentPages());
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    act(() => result.current.showStatus('Meera', 'contacted'));
    expect(result.current.rows.map((row) => row.status)).toEqual(['new', 'contacted']);
    expect(api.listEnrolments).toHaveBeenCalledTimes(1);
  });

  it('says why the records could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.listEnrolments.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useEnrolmentPages());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatch(/^The records could not be loaded\./);
  });
});
