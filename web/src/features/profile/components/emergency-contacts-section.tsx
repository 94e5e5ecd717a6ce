import { useEffect } from 'react';
import { useAuth } from '@/lib/firebase/instances';
import { useLoad } from '@/lib/firebase/use-load';
import { useT } from '@/lib/i18n/use-t';
import {
  getEmergencyContacts,
  MAX_EMERGENCY_CONTACTS,
  saveEmergencyContacts,
} from '@/features/profile/api/emergency-contacts';
import { EmergencyContactsForm } from './emergency-contacts-form';
import './emergency-contacts.css';

/**
 * The profile page's emergency contacts: read from the API, then edited in their form. Offline,
 * the read fails, says so and offers Try again; it is tried again by itself when the connection
 * comes back.
 */
export function EmergencyContactsSection() {
  const t = useT('safety');
  const auth = useAuth();
  const { data, error, loading, reload } = useLoad(() => getEmergencyContacts(auth), [auth]);
  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failed, reload]);

  return (
    <section className="emergency-contacts" aria-labelledby="emergency-contacts-heading">
      <h2 id="emergency-contacts-heading">{t('contactsHeading')}</h2>
      <p>{t('contactsIntro', { max: MAX_EMERGENCY_CONTACTS })}</p>
      {data ? (
        <EmergencyContactsForm initial={data} save={(contacts) => saveEmergencyContacts(auth, contacts)} />
      ) : failed ? (
        <>
          <p role="alert">{t('contactsLoadFailed')}</p>
          <button type="button" className="secondary" disabled={loading} onClick={reload}>
            {t('contactsRetry')}
          </button>
        </>
      ) : (
        <p role="status">{t('contactsLoading')}</p>
      )}
    </section>
  );
}
