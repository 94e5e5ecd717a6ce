import { useAuth } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import { useNow } from '@/lib/trip/use-now';
import { acknowledgeSos, closeSos } from '@/features/admin/api/sos-actions';
import { useOpenSosAlerts, useSosAlerts } from '@/features/admin/api/sos-alerts';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { mergeAlerts } from './alert-order';
import { type DeskAlerts, SafetyDesk } from './safety-desk';

/** The live alerts (inside the layout, so nothing is read before the role check). */
function LiveDesk() {
  const auth = useAuth();
  const now = useNow(15_000);
  const newest = useSosAlerts();
  const open = useOpenSosAlerts();
  // The open alerts are only an addition: the desk shows what it has while that read is out.
  const alerts: DeskAlerts =
    newest.status === 'success'
      ? mergeAlerts(newest.data, open.status === 'success' ? open.data : [])
      : newest.status === 'error'
        ? 'failed'
        : 'loading';
  return (
    <SafetyDesk
      alerts={alerts}
      now={now}
      me={auth.currentUser?.uid ?? null}
      actions={{
        acknowledge: (alertId) => acknowledgeSos(auth, alertId),
        close: (alertId, note) => closeSos(auth, alertId, note),
      }}
    />
  );
}

/**
 * /admin/safety: the SOS alerts, live, for the control room: who raised each, who is involved,
 * where, and its history; Acknowledge an open alert, Close an acknowledged one with a note.
 */
export default function SafetyDeskPage() {
  const t = useT('safetyDesk');
  return (
    <AdminLayout title={t('deskTitle')}>
      <p>{t('deskIntro')}</p>
      <LiveDesk />
    </AdminLayout>
  );
}
