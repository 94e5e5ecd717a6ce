import type { User } from 'firebase/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFirestore } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { getProfile } from '@/lib/session/get-profile';
import { accountStore } from '@/lib/session/account-store';
import { useReturnPath } from '@/lib/session/use-return-path';

/**
 * After a successful sign-in: a first-time customer (no profile yet) goes to /signup, a
 * returning one to where they were going. The profile read also fills the client store.
 */
export function useContinueAfterSignIn(): (user: User) => Promise<void> {
  const db = useFirestore();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  return useCallback(
    async (user: User) => {
      const profile = await getProfile(db, user.uid);
      accountStore.setSignedIn(user.phoneNumber ?? '');
      if (!profile) {
        const next = returnPath === pagePaths.home ? '' : `?next=${encodeURIComponent(returnPath)}`;
        navigate(`${pagePaths.signUp}${next}`, { replace: true });
        return;
      }
      accountStore.setProfile(profile);
      navigate(returnPath, { replace: true });
    },
    [db, navigate, returnPath],
  );
}
