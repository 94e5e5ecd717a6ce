import type { User } from 'firebase/auth';
import { useEffect } from 'react';
import { useSigninCheck } from 'reactfire';
import { accountStore, useAccountStore } from './account-store';

export interface CustomerSession {
  /** True until Firebase Auth has said whether someone is signed in. */
  loading: boolean;
  user: User | null;
}

/**
 * The customer's session as Firebase Auth (the customer area's default app) sees it. This, not
 * the client store, decides what a page shows; the store's signed-in flag follows it.
 */
export function useCustomerSession(): CustomerSession {
  const { status, data } = useSigninCheck();
  const user = status === 'success' && data.signedIn ? data.user : null;
  const storeSignedIn = useAccountStore((state) => state.signedIn);

  useEffect(() => {
    if (status === 'loading') return;
    if (!user && storeSignedIn) accountStore.reset();
    if (user && !storeSignedIn) accountStore.setSignedIn(user.phoneNumber ?? '');
  }, [status, user, storeSignedIn]);

  return { loading: status === 'loading', user };
}
