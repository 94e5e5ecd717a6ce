import type { EnrolmentRecord, EnrolmentStatus } from '@dropwise/domain/enrolment';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { Loading } from '@/components/loading';
import { NoticePage } from '@/components/notice-page';
import { FormError } from '@/components/form';
import { plainMessage } from '@/lib/api/api-error';
import { signOutStaff } from '@/lib/session/sign-out-staff';
import { useT } from '@/lib/i18n/use-t';
import { downloadEnrolmentsCsv } from '@/features/education/api/export-enrolments';
import { updateEnrolmentStatus } from '@/features/education/api/update-enrolment-status';
import { useEnrolmentPages } from '@/features/education/api/use-enrolment-pages';
import { EnrolmentFilters } from '@/features/education/components/enrolment-filters';
import { EnrolmentTable } from '@/features/education/components/enrolment-table';
import { useEducationAdmin } from '@/features/education/hooks/use-education-admin';
import '@/features/education/education.css';

/** /Edash: the education admin's enrolment records. */
export default function EnrolmentsPage() {
  const t = useT('admin');
  const admin = useEducationAdmin();
  if (admin.status === 'loading') return <Loading />;
  if (admin.status !== 'education-admin') {
    return (
      <NoticePage
        heading={t('eduEnrolmentsTitle')}
        text={t('eduSignInFirst')}
        action={{ label: t('eduGoToLogin'), to: pagePaths.educationAdminSignIn }}
      />
    );
  }
  return <EnrolmentRecords />;
}

function EnrolmentRecords() {
  const t = useT('admin');
  const auth = useAuth();
  const pages = useEnrolmentPages();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);

  const changeStatus = async (record: EnrolmentRecord, status: EnrolmentStatus) => {
    setBusyIds((ids) => new Set(ids).add(record._id));
    try {
      await updateEnrolmentStatus(auth, record._id, status);
      pages.showStatus(record._id, status);
      toast.success(t('eduStatusSet', { name: record.name, status }));
    } catch (error) {
      toast.error(t('eduStatusFailed', { reason: plainMessage(error) }));
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(record._id);
        return next;
      });
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadEnrolmentsCsv(auth, pages.filter);
    } catch (error) {
      toast.error(t('eduExportFailed', { reason: plainMessage(error) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <main className="page">
      <div className="edu-dash-header">
        <h1>{t('eduEnrolmentsTitle')}</h1>
        <button type="button" className="secondary" onClick={() => void signOutStaff(auth)}>
          {t('eduLogout')}
        </button>
      </div>
      <EnrolmentFilters
        filter={pages.filter}
        onFilter={pages.applyFilter}
        exporting={exporting}
        onExport={() => void exportCsv()}
      />
      {pages.error && (
        <FormError>
          {t.rich('eduLoadErrorRetry', {
            error: pages.error,
            retry: (chunks) => (
              <button type="button" className="secondary" onClick={pages.reload}>
                {chunks}
              </button>
            ),
          })}
        </FormError>
      )}
      {pages.status === 'loading' && pages.rows.length === 0 ? (
        <Loading />
      ) : (
        <EnrolmentTable records={pages.rows} onStatusChange={changeStatus} busyIds={busyIds} />
      )}
      <nav className="actions" aria-label={t('eduPages')} style={{ marginTop: 16 }}>
        <button type="button" className="secondary" disabled={!pages.hasPrevious} onClick={pages.previous}>
          {t('pagerPrevious')}
        </button>
        <span>{t('pagerPage', { page: pages.pageNumber + 1 })}</span>
        <button type="button" className="secondary" disabled={!pages.hasNext} onClick={pages.next}>
          {t('pagerNext')}
        </button>
      </nav>
    </main>
  );
}
