import type { EnrolmentRecord, EnrolmentStatus } from '@domain/enrolment';
import { signOut } from 'firebase/auth';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Loading } from '../../../components/loading';
import { FormError } from '../../../components/form';
import { plainMessage } from '../../../lib/api/api-error';
import { downloadEnrolmentsCsv } from '../api/export-enrolments';
import { updateEnrolmentStatus } from '../api/update-enrolment-status';
import { useEnrolmentPages } from '../api/use-enrolment-pages';
import { EnrolmentFilters } from '../components/enrolment-filters';
import { EnrolmentTable } from '../components/enrolment-table';
import { useEducationAdmin } from '../hooks/use-education-admin';
import '../education.css';

/** /Edash: the education admin's enrolment records. */
export default function EnrolmentsPage() {
  const admin = useEducationAdmin();
  if (admin.status === 'loading') return <Loading />;
  if (admin.status !== 'education-admin') {
    return (
      <main className="page narrow">
        <h1>Enrolments</h1>
        <p>Please Login to see this page</p>
        <Link className="button" to="/Eadmin">
          Go to Login
        </Link>
      </main>
    );
  }
  return <EnrolmentRecords />;
}

function EnrolmentRecords() {
  const auth = useAuth();
  const pages = useEnrolmentPages();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);

  const changeStatus = async (record: EnrolmentRecord, status: EnrolmentStatus) => {
    setBusyIds((ids) => new Set(ids).add(record._id));
    try {
      await updateEnrolmentStatus(auth, record._id, status);
      pages.showStatus(record._id, status);
      toast.success(`${record.name}: status set to ${status}`);
    } catch (error) {
      toast.error(`The status was not changed. ${plainMessage(error)}`);
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
      toast.error(`The export failed. ${plainMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <main className="page">
      <div className="edu-dash-header">
        <h1>Enrolments</h1>
        <button type="button" className="secondary" onClick={() => void signOut(auth)}>
          Logout
        </button>
      </div>
      <EnrolmentFilters
        filter={pages.filter}
        onFilter={pages.applyFilter}
        exporting={exporting}
        onExport={() => void exportCsv()}
      />
      {pages.loadError && (
        <FormError>
          {pages.loadError}{' '}
          <button type="button" className="secondary" onClick={() => void pages.reload()}>
            Retry
          </button>
        </FormError>
      )}
      {pages.records === null && !pages.loadError ? (
        <Loading />
      ) : (
        <EnrolmentTable records={pages.records ?? []} onStatusChange={changeStatus} busyIds={busyIds} />
      )}
      <nav className="actions" aria-label="Pages" style={{ marginTop: 16 }}>
        <button type="button" className="secondary" disabled={!pages.hasPrevious} onClick={pages.previous}>
          Previous page
        </button>
        <span>Page {pages.pageNumber}</span>
        <button type="button" className="secondary" disabled={!pages.hasNext} onClick={pages.next}>
          Next page
        </button>
      </nav>
    </main>
  );
}
