import { signOut } from 'firebase/auth';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from 'reactfire';
import { signOutCustomer } from '../lib/session/sign-out-customer';
import { onAccountDisabled } from '../lib/api/account-disabled';
import type { SessionArea } from '../lib/firebase/app';

const FALLBACK_MESSAGE = 'This account is disabled. Contact Dropwise support if you think this is a mistake.';

/**
 * When the API refuses the signed-in account as disabled, says so once (several calls refused
 * together share one toast id) and signs the area out, so the header stops offering Log out and
 * the guards send the person to the sign-in page.
 */
export function AccountDisabledWatcher({ area }: { area: SessionArea }) {
  const auth = useAuth();
  useEffect(
    () =>
      onAccountDisabled((message) => {
        toast.error(message || FALLBACK_MESSAGE, { id: 'account-disabled', duration: 8000 });
        const ending = area === 'customer' ? signOutCustomer(auth) : signOut(auth);
        ending.catch((error: unknown) => console.warn('Could not sign the disabled account out', error));
      }),
    [auth, area],
  );
  return null;
}
