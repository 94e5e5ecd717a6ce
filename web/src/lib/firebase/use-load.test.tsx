import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load';

afterEach(cleanup);

/** A read whose answers the test gives, one by one, in any order. */
function controlledReads<T>() {
  const reads: Array<{ input: unknown; answer: (value: T) => void; refuse: (error: unknown) => void }> = [];
  const read = (input: unknown) =>
    new Promise<T>((answer, refuse) => {
      reads.push({ input, answer, refuse });
    });
  return { reads, read };
}

describe('useLoad', () => {
  it('is loading until the answer comes, then has the data', async () => {
    const { result } = renderHook(() => useLoad(async () => 42, []));
    expect(result.current).toMatchObject({ data: undefined, error: null, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: 42, error: null });
  });

  it('reads again when the deps change, keeping the last data while it does', async () => {
    const { reads, read } = controlledReads<string>();
    const { result, rerender } = renderHook(({ id }) => useLoad(() => read(id), [id]), {
      initialProps: { id: 'a' },
    });
    await act(async () => reads[0]!.answer('A'));
    expect(result.current).toMatchObject({ data: 'A', loading: false });

    rerender({ id: 'b' });
    expect(reads.map((one) => one.input)).toEqual(['a', 'b']);
    expect(result.current).toMatchObject({ data: 'A', loading: true });
    await act(async () => reads[1]!.answer('B'));
    expect(result.current).toMatchObject({ data: 'B', loading: false });
  });

  it('drops an answer to inputs that have since changed, or after the screen left', async () => {
    const { reads, read } = controlledReads<string>();
    const { result, rerender, unmount } = renderHook(({ id }) => useLoad(() => read(id), [id]), {
      initialProps: { id: 'slow' },
    });
    rerender({ id: 'fast' });
    await act(async () => reads[1]!.answer('fast'));
    await act(async () => reads[0]!.answer('slow'));
    expect(result.current.data).toBe('fast');

    rerender({ id: 'last' });
    unmount();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => reads[2]!.answer('too late'));
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('keeps the data and says why when a read fails; the next answer clears the error', async () => {
    const { reads, read } = controlledReads<string>();
    const { result } = renderHook(() => useLoad(() => read('x'), []));
    await act(async () => reads[0]!.answer('first'));

    act(() => result.current.reload());
    const refusal = new Error('unavailable');
    await act(async () => reads[1]!.refuse(refusal));
    expect(result.current).toMatchObject({ data: 'first', error: refusal, loading: false });

    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await act(async () => reads[2]!.answer('second'));
    expect(result.current).toMatchObject({ data: 'second', error: null, loading: false });
  });

  it('turns a read that throws before its promise into an error', async () => {
    const { result } = renderHook(() =>
      useLoad((): Promise<number> => {
        throw new Error('no input');
      }, []),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.loading).toBe(false);
  });

  it('reads nothing while the function gives null, and starts when it gives a read', async () => {
    const read = vi.fn(async (shop: string) => `riders of ${shop}`);
    const { result, rerender } = renderHook(({ shop }) => useLoad(() => (shop ? read(shop) : null), [shop]), {
      initialProps: { shop: '' },
    });
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(read).not.toHaveBeenCalled();

    rerender({ shop: 's1' });
    await waitFor(() => expect(result.current.data).toBe('riders of s1'));
  });
});
