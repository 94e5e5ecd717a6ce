import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { signOutCustomer } from '@/lib/session/sign-out-customer';
import { signOutStaff } from '@/lib/session/sign-out-staff';
import { onAccountDisabled } from '@/lib/api/account-disabled';
import type { SessionArea } from '@/lib/firebase/app';
import { ensureCatalogue, translate } from '@/lib/i18n/i18n-store';

/**
 * When the API refuses the signed-in account as disabled, says so once (several calls refused
 * together share one toast id) and signs the area out, so the header stops offering Log out and
 * the guards send the person to the sign-in page.
 */
export function AccountDisabledWatcher({ area }: { area: SessionArea }) {
  const auth = useAuth();
  // Its words are fetched ahead, without holding up the screen, for a refusal that may never come.
  useEffect(() => {
    void ensureCatalogue('app').catch(() => undefined);
  }, []);
  useEffect(
    () =>
      onAccountDisabled((message) => {
        toast.error(message || translate('app', 'accountDisabled'), {
          id: 'account-disabled',
          duration: 8000,
        });
        const ending = area === 'customer' ? signOutCustomer(auth) : signOutStaff(auth);
        ending.catch((error: unknown) => console.warn('Could not sign the disabled account out', error));
      }),
    [auth, area],
  );
  return null;
}
