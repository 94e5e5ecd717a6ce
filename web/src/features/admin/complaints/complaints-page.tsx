import { useCallback } from 'react';
import { TitledSection } from '@/components/titled-section';
import { useLoad } from '@/lib/firebase/use-load';
import { useAuth } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import {
  answerComplaint,
  type ComplaintListFilter,
  loadDeskComplaints,
  loadOfficerSettings,
  saveOfficerSettings,
} from '@/features/admin/api/complaints';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { ComplaintDesk } from './complaint-desk';
import { OfficerSettingsForm } from './officer-settings-form';
import './complaints-desk.css';

/**
 * /admin/complaints: the complaints customers and riders filed, overdue first, with an answer box
 * each; below, the grievance officer the public pages name and the days complaints are due in.
 */
export default function ComplaintsPage() {
  const t = useT('admin');
  return (
    <AdminLayout title={t('complaintsTitle')}>
      <p>{t('complaintsIntro')}</p>
      <Desk />
      <TitledSection title={t('officerTitle')}>
        <p>{t('officerIntro')}</p>
        <OfficerSettings />
      </TitledSection>
    </AdminLayout>
  );
}

function Desk() {
  const auth = useAuth();
  const load = useCallback((filter: ComplaintListFilter) => loadDeskComplaints(auth, filter), [auth]);
  const answer = useCallback(
    (complaintId: string, input: Parameters<typeof answerComplaint>[2]) =>
      answerComplaint(auth, complaintId, input),
    [auth],
  );
  return <ComplaintDesk load={load} answer={answer} />;
}

function OfficerSettings() {
  const t = useT('admin');
  const auth = useAuth();
  const settings = useLoad(() => loadOfficerSettings(auth), [auth]);
  if (settings.error) return <p className="field-error">{t('officerLoadFailed')}</p>;
  if (!settings.data) return <p className="muted">{t('officerLoading')}</p>;
  return <OfficerSettingsForm initial={settings.data} save={(input) => saveOfficerSettings(auth, input)} />;
}
