import type { Query, QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firestorePage, firestorePageReader } from './firestore-page-reader';

const firestore = vi.hoisted(() => ({ getDocs: vi.fn(), onSnapshot: vi.fn() }));
vi.mock('firebase/firestore', () => firestore);

afterEach(() => {
  vi.useRealTimers();
  firestore.getDocs.mockReset();
  firestore.onSnapshot.mockReset();
});

const doc = (id: string) => ({ id }) as unknown as QueryDocumentSnapshot;
const snapshotOf = (...ids: string[]) => ({ docs: ids.map(doc) }) as unknown as QuerySnapshot;
const toId = (snapshot: QueryDocumentSnapshot) => snapshot.id;
const query = {} as Query;

describe('firestorePage', () => {
  it('shows pageSize rows and starts the next page after the last shown, when one more came back', () => {
    const page = firestorePage(snapshotOf('a', 'b', 'c'), 2, toId);
    expect(page.rows).toEqual(['a', 'b']);
    expect(page.next?.id).toBe('b');
    expect(firestorePage(snapshotOf('a', 'b'), 2, toId)).toEqual({ rows: ['a', 'b'], next: null });
  });
});

describe('firestorePageReader', () => {
  it('asks for the page after the cursor and shows it once, one-shot', async () => {
    firestore.getDocs.mockResolvedValue(snapshotOf('c', 'd', 'e'));
    const makeQuery = vi.fn(() => query);
    const show = vi.fn();
    const cursor = doc('b');
    firestorePageReader(makeQuery, toId, { pageSize: 2 })(cursor, show, vi.fn());
    expect(makeQuery).toHaveBeenCalledWith({ size: 2, after: cursor });
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show.mock.calls[0]![0]).toMatchObject({ rows: ['c', 'd'], next: { id: 'd' } });
    expect(firestore.onSnapshot).not.toHaveBeenCalled();
  });

  it('shows an empty last page when there is nothing to query', () => {
    const show = vi.fn();
    firestorePageReader(() => null, toId)(undefined, show, vi.fn());
    expect(show).toHaveBeenCalledWith({ rows: [], next: null });
    expect(firestore.getDocs).not.toHaveBeenCalled();
  });

  it('listens to the page when live, and stops listening when stopped', () => {
    const unsubscribe = vi.fn();
    firestore.onSnapshot.mockImplementation((_query, next: (snapshot: QuerySnapshot) => void) => {
      next(snapshotOf('a'));
      next(snapshotOf('new', 'a'));
      return unsubscribe;
    });
    const show = vi.fn();
    const stop = firestorePageReader(() => query, toId, { pageSize: 25, live: true })(
      undefined,
      show,
      vi.fn(),
    );
    expect(show.mock.calls.map(([page]) => page.rows)).toEqual([['a'], ['new', 'a']]);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('tries a refused read once more a second later before it fails', async () => {
    vi.useFakeTimers();
    const refusal = new Error('permission-denied');
    firestore.getDocs.mockRejectedValue(refusal);
    const fail = vi.fn();
    firestorePageReader(() => query, toId)(undefined, vi.fn(), fail);
    await vi.advanceTimersByTimeAsync(999);
    expect(firestore.getDocs).toHaveBeenCalledTimes(1);
    expect(fail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(firestore.getDocs).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(fail).toHaveBeenCalledWith(refusal);
  });

  it('shows nothing once stopped, however the read ends', async () => {
    firestore.getDocs.mockResolvedValue(snapshotOf('a'));
    const show = vi.fn();
    const stop = firestorePageReader(() => query, toId)(undefined, show, vi.fn());
    stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(show).not.toHaveBeenCalled();
  });
});
