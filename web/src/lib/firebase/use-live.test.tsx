import { act, cleanup, renderHook } from '@testing-library/react';
import { ORDERS, RIDER_CASH, RIDERS, SHOPS } from '@dropwise/domain/collections';
import { initializeApp } from 'firebase/app';
import {
  collection,
  doc,
  type DocumentSnapshot,
  getFirestore,
  query,
  type QuerySnapshot,
  where,
} from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLive } from './use-live';

// The listener is the only part replaced: references and their equality are the SDK's own.
const listeners = vi.hoisted(() => ({
  calls: [] as Array<{
    source: { path?: string };
    next: (snapshot: unknown) => void;
    refuse: (error: unknown) => void;
    stop: ReturnType<typeof vi.fn>;
  }>,
}));
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof import('firebase/firestore')>()),
  onSnapshot: (
    source: { path?: string },
    next: (snapshot: unknown) => void,
    refuse: (error: unknown) => void,
  ) => {
    const stop = vi.fn();
    listeners.calls.push({ source, next, refuse, stop });
    return stop;
  },
}));

const db = getFirestore(initializeApp({ projectId: 'demo-use-live', apiKey: 'demo' }, 'use-live-test'));
const snapshotWith = (value: string) => ({ get: () => value }) as unknown as DocumentSnapshot;
const readValue = (snapshot: DocumentSnapshot) => snapshot.get('value') as string;
const refusal = Object.assign(new Error('refused'), { code: 'permission-denied' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  listeners.calls.length = 0;
});

describe('useLive', () => {
  it('is loading until the first snapshot, then has each snapshot as read', () => {
    const { result } = renderHook(() => useLive(doc(db, SHOPS, 'a'), readValue));
    expect(result.current).toEqual({ status: 'loading' });
    act(() => listeners.calls[0]!.next(snapshotWith('first')));
    expect(result.current).toEqual({ status: 'success', data: 'first' });
    act(() => listeners.calls[0]!.next(snapshotWith('second')));
    expect(result.current).toEqual({ status: 'success', data: 'second' });
  });

  it('keeps one listener while the source built each render names the same thing', () => {
    const { rerender } = renderHook(() =>
      useLive(
        query(collection(db, ORDERS), where('kind', '==', 'ride')),
        (snapshot: QuerySnapshot) => snapshot.size,
      ),
    );
    rerender();
    rerender();
    expect(listeners.calls).toHaveLength(1);
  });

  it('listens again when the source changes, and shows the last source data to nobody', () => {
    const { result, rerender } = renderHook(({ id }) => useLive(doc(db, RIDER_CASH, id), readValue), {
      initialProps: { id: 'a' },
    });
    act(() => listeners.calls[0]!.next(snapshotWith('a holds 10')));
    rerender({ id: 'b' });
    expect(listeners.calls[0]!.stop).toHaveBeenCalledTimes(1);
    expect(listeners.calls.map((call) => call.source.path)).toEqual([`${RIDER_CASH}/a`, `${RIDER_CASH}/b`]);
    expect(result.current).toEqual({ status: 'loading' });
    act(() => listeners.calls[1]!.next(snapshotWith('b holds 0')));
    expect(result.current).toEqual({ status: 'success', data: 'b holds 0' });
  });

  it('is off, listening to nothing, without a source', () => {
    const { result, rerender } = renderHook(
      ({ on }) => useLive(on ? doc(db, RIDERS, 'r') : null, readValue),
      {
        initialProps: { on: false },
      },
    );
    expect(result.current).toEqual({ status: 'off' });
    expect(listeners.calls).toHaveLength(0);
    rerender({ on: true });
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ on: false });
    expect(listeners.calls[0]!.stop).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ status: 'off' });
  });

  it('tries a refused listener once more a second later, then reports the refusal', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLive(doc(db, ORDERS, 'o'), readValue));
    act(() => listeners.calls[0]!.refuse(refusal));
    expect(result.current).toEqual({ status: 'loading' });
    act(() => vi.advanceTimersByTime(999));
    expect(listeners.calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(listeners.calls).toHaveLength(2);
    act(() => listeners.calls[1]!.refuse(refusal));
    expect(result.current).toEqual({ status: 'error', error: refusal });
  });

  it('answers after the retry when the second listener is let in', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useLive(doc(db, ORDERS, 'o'), readValue));
    act(() => listeners.calls[0]!.refuse(refusal));
    act(() => vi.advanceTimersByTime(1000));
    act(() => listeners.calls[1]!.next(snapshotWith('let in')));
    expect(result.current).toEqual({ status: 'success', data: 'let in' });
    unmount();
    expect(listeners.calls[1]!.stop).toHaveBeenCalledTimes(1);
  });
});
