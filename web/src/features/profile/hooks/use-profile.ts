import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { accountStore } from '../../../lib/session/account-store';
import { type CustomerProfile, getProfile } from '../../../lib/profile/get-profile';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; profile: CustomerProfile };

/** The signed-in customer's profile from Firestore (the truth), mirrored into the client store. */
export function useProfile(uid: string): { state: ProfileState; reload: () => void } {
  const db = useFirestore();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getProfile(db, uid).then(
      (profile) => {
        if (cancelled) return;
        if (profile) accountStore.setProfile(profile);
        setState(profile ? { status: 'ready', profile } : { status: 'missing' });
      },
      () => {
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [db, uid, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
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
