import { useAuth } from '@/lib/firebase/instances';
import { TitledSection } from '@/components/titled-section';
import { errorMessage } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { useLoad } from '@/lib/firebase/use-load';
import { loadDispatchSettings, saveDispatchSettings } from '@/features/admin/api/dispatch-settings';
import { useDispatchConfig } from '@/features/admin/api/use-dispatch-config';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { DispatchSettingsForm } from '@/features/admin/components/dispatch-settings-form';

/**
 * /admin/dispatch: whether new orders are offered to riders by themselves, and how (riders per
 * round, how long an offer stands, each round's radius, when scheduled rides start). Saved with
 * the version it was loaded at; someone else's save meanwhile is shown live.
 */
export default function DispatchSettingsPage() {
  const t = useT('admin');
  const auth = useAuth();
  const live = useDispatchConfig();
  const { data: loaded, error } = useLoad(() => loadDispatchSettings(auth), [auth]);
  const loadError = error ? errorMessage(error) : null;

  return (
    <AdminLayout title={t('dispatchSettingsTitle')}>
      <TitledSection title={t('dispatchSettingsHowHeading')}>
        <ul className="dispatch-how">
          <li>{t('dispatchSettingsHowNearest')}</li>
          <li>{t('dispatchSettingsHowRounds')}</li>
          <li>{t('dispatchSettingsHowNobody')}</li>
          <li>{t('dispatchSettingsHowScheduled')}</li>
          <li>{t('dispatchSettingsHowOff')}</li>
        </ul>
      </TitledSection>
      {loadError ? <p role="alert">{loadError}</p> : null}
      {!loaded && !loadError ? <p role="status">{t('dispatchSettingsLoading')}</p> : null}
      {loaded ? (
        <DispatchSettingsForm
          initial={loaded}
          live={live}
          load={() => loadDispatchSettings(auth)}
          save={(settings) => saveDispatchSettings(auth, settings)}
        />
      ) : null}
    </AdminLayout>
  );
}
