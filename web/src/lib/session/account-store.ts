import { useSyncExternalStore } from 'react';
import {
  type AccountState,
  clearAccountState,
  emptyAccountState,
  loadAccountState,
  type PendingVerification,
  saveAccountState,
} from './persisted-account';

type Listener = () => void;

/**
 * The one small client store of the customer app: the user data it shows, the phone
 * verification in flight, the signed-in flag, the current route and the push device token.
 * Every change is saved (see persisted-account.ts); logging out empties it.
 */
let state: AccountState = loadAccountState();
const listeners = new Set<Listener>();

function setState(next: AccountState): void {
  state = next;
  saveAccountState(state);
  for (const listener of listeners) listener();
}

export const accountStore = {
  getState: (): AccountState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After sign-in or a profile save: what the app shows about the user. */
  setProfile(
    profile: Partial<Pick<AccountState, 'name' | 'phoneNumber' | 'cityName' | 'profileImage'>>,
  ): void {
    setState({ ...state, ...profile });
  },
  setSignedIn(phoneNumber: string): void {
    setState({ ...state, signedIn: true, phoneNumber, userOtp: null });
  },
  setPendingVerification(userOtp: PendingVerification | null): void {
    setState({ ...state, userOtp });
  },
  setCurrentRoute(currentRoute: string): void {
    if (currentRoute !== state.currentRoute) setState({ ...state, currentRoute });
  },
  setPushDeviceToken(pushDeviceToken: string | null): void {
    setState({ ...state, pushDeviceToken });
  },
  /** Logout: empties the user data and clears the flag (and the saved copy). */
  reset(): void {
    state = emptyAccountState;
    clearAccountState();
    for (const listener of listeners) listener();
  },
};

/** The whole store, or one slice of it: `useAccountStore((s) => s.name)`. */
export function useAccountStore(): AccountState;
export function useAccountStore<T>(select: (state: AccountState) => T): T;
export function useAccountStore<T>(select?: (state: AccountState) => T): T | AccountState {
  const snapshot = useSyncExternalStore(accountStore.subscribe, accountStore.getState, accountStore.getState);
  return select ? select(snapshot) : snapshot;
}
