import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFirestore } from '@/lib/firebase/instances';
import { accountStore } from '@/lib/session/account-store';
import { type CustomerProfile, getProfile } from '@/lib/session/get-profile';
import { useLoad } from '@/lib/firebase/use-load';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; profile: CustomerProfile };

/** The signed-in customer's profile from Firestore (the truth), mirrored into the client store. */
export function useProfile(uid: string): { state: ProfileState; reload: () => void } {
  const db = useFirestore();
  const { data: profile, error, reload } = useLoad(() => getProfile(db, uid), [db, uid]);
  useEffect(() => {
    if (profile) accountStore.setProfile(profile);
  }, [profile]);

  const state: ProfileState = error
    ? { status: 'error' }
    : profile === undefined
      ? { status: 'loading' }
      : profile
        ? { status: 'ready', profile }
        : { status: 'missing' };
  return { state, reload };
}

/**
 * The profile for a page that is the wrong place in one case (the profile page when there is no
 * profile yet, sign-up when there is one): once the profile turns out `leaveWhen`, it moves to `to`.
 */
export function useProfileOrLeave(uid: string, leaveWhen: 'missing' | 'ready', to: string) {
  const navigate = useNavigate();
  const profile = useProfile(uid);
  const { status } = profile.state;
  useEffect(() => {
    if (status === leaveWhen) navigate(to, { replace: true });
  }, [status, leaveWhen, to, navigate]);
  return profile;
}
