import type { User } from 'firebase/auth';
import { useSigninCheck } from '@/lib/firebase/instances';

const requireEduAdmin = { requiredClaims: { eduAdmin: true } };

export type EducationAdminState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'not-education-admin'; user: User }
  | { status: 'education-admin'; user: User };

/**
 * Who is signed in to the education session area (the `education` Firebase app, provided by
 * the FirebaseShell). For the user's convenience only: the API checks the eduAdmin claim itself.
 */
export function useEducationAdmin(): EducationAdminState {
  const { status, data } = useSigninCheck(requireEduAdmin);
  if (status === 'loading') return { status: 'loading' };
  if (status === 'error' || !data?.signedIn) return { status: 'signed-out' };
  return data.hasRequiredClaims
    ? { status: 'education-admin', user: data.user }
    : { status: 'not-education-admin', user: data.user };
}
