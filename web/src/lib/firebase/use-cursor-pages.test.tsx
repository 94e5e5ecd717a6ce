import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { oneShotPageReader, type PageOf, type PageReader, useCursorPages } from './use-cursor-pages';

beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A list of the letters a–e, two to a page; the cursor is the index the next page starts at. */
const letters = ['a', 'b', 'c', 'd', 'e'];
function letterPage(after: number | undefined): PageOf<string, number> {
  const start = after ?? 0;
  const rows = letters.slice(start, start + 2);
  return { rows, next: start + 2 < letters.length ? start + 2 : null };
}
const readLetters = oneShotPageReader(async (after?: number) => letterPage(after));

describe('useCursorPages', () => {
  it('starts on page 0 and goes forward and back by the cursors it has seen', async () => {
    const read = vi.fn(readLetters);
    const { result } = renderHook(() => useCursorPages('all', read));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({
      rows: ['a', 'b'],
      pageNumber: 0,
      hasPrevious: false,
      hasNext: true,
    });

    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual(['c', 'd']));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual(['e']));
    expect(result.current).toMatchObject({ pageNumber: 2, hasPrevious: true, hasNext: false });

    act(() => result.current.previous());
    await waitFor(() => expect(result.current.rows).toEqual(['c', 'd']));
    expect(result.current.pageNumber).toBe(1);
    expect(read.mock.calls.map(([after]) => after)).toEqual([undefined, 2, 4, 2]);
  });

  it('offers no Next while the next page is on the way', async () => {
    const { result } = renderHook(() => useCursorPages('all', readLetters));
    await waitFor(() => expect(result.current.hasNext).toBe(true));
    act(() => result.current.next());
    expect(result.current).toMatchObject({ status: 'loading', pageNumber: 1, hasNext: false });
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('starts again at page 0 when the key changes', async () => {
    const read = vi.fn(readLetters);
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key, read), {
      initialProps: { key: 'one' },
    });
    await waitFor(() => expect(result.current.hasNext).toBe(true));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual(['c', 'd']));

    rerender({ key: 'two' });
    expect(result.current.pageNumber).toBe(0);
    await waitFor(() => expect(result.current.rows).toEqual(['a', 'b']));
    expect(read.mock.calls.at(-1)?.[0]).toBeUndefined();
  });

  it('reads the page on screen again on reload, and shows accepted changes without a read', async () => {
    const read = vi.fn(readLetters);
    const { result } = renderHook(() => useCursorPages('all', read));
    await waitFor(() => expect(result.current.hasNext).toBe(true));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual(['c', 'd']));

    act(() => result.current.updateRows((rows) => rows.map((row) => row.toUpperCase())));
    expect(result.current.rows).toEqual(['C', 'D']);
    expect(read).toHaveBeenCalledTimes(2);

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.rows).toEqual(['c', 'd']));
    expect(read.mock.calls.map(([after]) => after)).toEqual([undefined, 2, 2]);
    expect(result.current.pageNumber).toBe(1);
  });

  it('shows a live page each time it changes, and stops listening when it leaves the page', async () => {
    const stop = vi.fn();
    let show: ((page: PageOf<string, number>) => void) | undefined;
    const live: PageReader<string, number> = (_after, showPage) => {
      show = showPage;
      return stop;
    };
    const { result, unmount } = renderHook(() => useCursorPages('live', live));
    act(() => show?.({ rows: ['a'], next: null }));
    expect(result.current).toMatchObject({ status: 'ready', rows: ['a'] });
    act(() => show?.({ rows: ['new', 'a'], next: 1 }));
    expect(result.current).toMatchObject({ rows: ['new', 'a'], hasNext: true });
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after the list moved on', async () => {
    const answers: Array<(page: PageOf<string, number>) => void> = [];
    const read = oneShotPageReader(
      () => new Promise<PageOf<string, number>>((resolve) => answers.push(resolve)),
    );
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key, read), {
      initialProps: { key: 'slow' },
    });
    rerender({ key: 'again' });
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!({ rows: ['now'], next: null }));
    await act(async () => answers[0]!({ rows: ['late'], next: null }));
    expect(result.current.rows).toEqual(['now']);
  });

  it('says the list could not be loaded, or what the caller says, when the read fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = oneShotPageReader(async () => {
      throw new Error('permission-denied');
    });
    const { result } = renderHook(() => useCursorPages('all', failing));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({
      rows: [],
      hasNext: false,
      error: 'This list could not be loaded. Try again.',
    });

    const { result: described } = renderHook(() =>
      useCursorPages('all', failing, (error) => `No: ${(error as Error).message}`),
    );
    await waitFor(() => expect(described.current.error).toBe('No: permission-denied'));
  });
});
