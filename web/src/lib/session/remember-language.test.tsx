import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, setPageLanguage } from '@/lib/i18n/i18n-store';
import { RIDERS, USERS } from '@dropwise/domain/collections';

// A stand-in for Firebase: one signed-in user (or none) and a store of documents by path.
const firebase = vi.hoisted(() => ({
  user: null as { uid: string } | null,
  docs: new Map<string, Record<string, unknown>>(),
  failWrites: false,
  writes: [] as { path: string; data: Record<string, unknown> }[],
  pendingRead: null as null | (() => void),
  holdReads: false,
}));

vi.mock('reactfire', () => ({
  useAuth: () => ({
    get currentUser() {
      return firebase.user;
    },
  }),
  useFirestore: () => ({}),
}));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    listener(firebase.user);
    return () => undefined;
  },
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, collection: string, id: string) => `${collection}/${id}`,
  getDoc: async (path: string) => {
    if (firebase.holdReads) await new Promise<void>((resolve) => (firebase.pendingRead = resolve));
    const data = firebase.docs.get(path);
    return { exists: () => data !== undefined, get: (field: string) => data?.[field] };
  },
  updateDoc: async (path: string, data: Record<string, unknown>) => {
    firebase.writes.push({ path, data });
    if (firebase.failWrites) throw new Error('offline');
    if (!firebase.docs.has(path)) throw new Error('not-found');
    firebase.docs.set(path, { ...firebase.docs.get(path), ...data });
  },
}));

let uidCount = 0;
/** A fresh account per test: the hook looks at each account's saved language once per page. */
function signIn(saved?: Record<string, unknown>, collection = USERS) {
  uidCount += 1;
  const uid = `person-${uidCount}`;
  firebase.user = { uid };
  if (saved) firebase.docs.set(`${collection}/${uid}`, saved);
  return uid;
}

/** The page loaded again: fresh modules, starting in `language` as the device remembers it. */
async function newPage(language: 'en' | 'hi' | 'mr') {
  vi.resetModules();
  const store = await import('@/lib/i18n/i18n-store');
  store.setPageLanguage(language);
  return store;
}

async function mount(role: 'customer' | 'rider' = 'customer') {
  const { useRememberLanguage } = await import('./remember-language');
  const hook = renderHook(() => useRememberLanguage(role));
  await act(async () => {});
  return hook.result.current;
}

describe('useRememberLanguage', () => {
  beforeEach(() => {
    firebase.user = null;
    firebase.docs.clear();
    firebase.writes = [];
    firebase.failWrites = false;
    firebase.holdReads = false;
    localStorage.clear();
    setPageLanguage('en');
  });
  afterEach(cleanup);

  it('does nothing for someone signed out', async () => {
    const remember = await mount();
    remember('hi');
    await act(async () => {});
    expect(firebase.writes).toEqual([]);
  });

  it('switches a new device to the language saved on the profile', async () => {
    signIn({ name: 'Asha', language: 'mr' });
    await mount();
    expect(currentLanguage()).toBe('mr');
    expect(firebase.writes).toEqual([]);
  });

  it('saves each choice on the customer’s profile, and a rider’s on their rider record', async () => {
    const customer = signIn({ name: 'Asha', language: 'en' });
    const remember = await mount();
    await act(async () => remember('hi'));
    expect(firebase.docs.get(`${USERS}/${customer}`)?.language).toBe('hi');
    cleanup();

    const rider = signIn({ name: 'Ravi', active: true, language: 'hi' }, RIDERS);
    const rememberRider = await mount('rider');
    await act(async () => rememberRider('mr'));
    expect(firebase.docs.get(`${RIDERS}/${rider}`)?.language).toBe('mr');
  });

  it('keeps the language read in now on a profile that has none yet', async () => {
    setPageLanguage('hi');
    const uid = signIn({ name: 'Asha' });
    await mount();
    expect(firebase.docs.get(`${USERS}/${uid}`)?.language).toBe('hi');
    expect(currentLanguage()).toBe('hi');
  });

  it('fails silently, and tries again at the next choice and on the next page', async () => {
    const uid = signIn({ name: 'Asha', language: 'en' });
    const remember = await mount();
    firebase.failWrites = true;
    await act(async () => remember('hi'));
    expect(firebase.docs.get(`${USERS}/${uid}`)?.language).toBe('en');

    firebase.failWrites = false;
    await act(async () => remember('mr'));
    expect(firebase.docs.get(`${USERS}/${uid}`)?.language).toBe('mr');

    // Failed again, then the page is opened anew: the device's choice is newer than the
    // profile's, so it is saved rather than undone.
    firebase.failWrites = true;
    setPageLanguage('hi');
    await act(async () => remember('hi'));
    firebase.failWrites = false;
    cleanup();
    const page = await newPage('hi');
    await mount();
    expect(firebase.docs.get(`${USERS}/${uid}`)?.language).toBe('hi');
    expect(page.currentLanguage()).toBe('hi');
  });

  it('does not undo a choice made while the profile was being read', async () => {
    const page = await newPage('en');
    signIn({ name: 'Asha', language: 'mr' });
    firebase.holdReads = true;
    const remember = await mount();
    page.setPageLanguage('hi');
    await act(async () => remember('hi'));
    await act(async () => firebase.pendingRead?.());
    expect(page.currentLanguage()).toBe('hi');
  });
});
