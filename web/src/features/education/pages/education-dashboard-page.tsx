import { COURSE_CODES, COURSES } from '@domain/education-courses';
import { ENROLMENT_STATUSES, type EnrolmentRecord, type EnrolmentStatus } from '@domain/enrolment';
import { signOut } from 'firebase/auth';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Loading } from '../../../app/screen-frame';
import { FormError, SelectField, TextField } from '../../../components/form';
import { plainMessage } from '../../../lib/api/api-error';
import { downloadEnrolmentsCsv } from '../api/export-enrolments';
import { type EnrolmentFilter, listEnrolments } from '../api/list-enrolments';
import { updateEnrolmentStatus } from '../api/update-enrolment-status';
import { EnrolmentTable } from '../components/enrolment-table';
import { useEducationAdmin } from '../hooks/use-education-admin';
import '../education.css';

const PAGE_SIZE = 20;

/** /Edash: the education admin's enrolment records. */
export default function EducationDashboardPage() {
  const admin = useEducationAdmin();
  if (admin.status === 'loading') return <Loading />;
  if (admin.status !== 'education-admin') {
    return (
      <main className="page narrow">
        <h1>Orders</h1>
        <p>Please Login to see this page</p>
        <Link className="button" to="/Eadmin">
          Go to Login
        </Link>
      </main>
    );
  }
  return <Orders />;
}

function Orders() {
  const auth = useAuth();
  const [filter, setFilter] = useState<EnrolmentFilter>({});
  const [search, setSearch] = useState('');
  // Cursor paging: the cursors of the pages before this one, so Previous can go back.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [records, setRecords] = useState<EnrolmentRecord[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const cursor = cursors.at(-1) ?? null;

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const page = await listEnrolments(auth, filter, { limit: PAGE_SIZE, cursor });
      setRecords(page.data);
      setNextCursor(page.nextCursor);
    } catch (error) {
      setLoadError(`The records could not be loaded. ${plainMessage(error)}`);
    }
  }, [auth, filter, cursor]);

  useEffect(() => {
    void load();
  }, [load]);

  const applyFilter = (next: EnrolmentFilter) => {
    setFilter(next);
    setCursors([null]);
    setRecords(null);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    applyFilter({ ...filter, q: search.trim() || undefined });
  };

  const changeStatus = async (record: EnrolmentRecord, status: EnrolmentStatus) => {
    setBusyIds((ids) => new Set(ids).add(record._id));
    try {
      await updateEnrolmentStatus(auth, record._id, status);
      setRecords((current) =>
        current ? current.map((row) => (row._id === record._id ? { ...row, status } : row)) : current,
      );
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
      await downloadEnrolmentsCsv(auth, filter);
    } catch (error) {
      toast.error(`The export failed. ${plainMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <main className="page">
      <div className="edu-dash-header">
        <h1>Orders</h1>
        <button type="button" className="secondary" onClick={() => void signOut(auth)}>
          Logout
        </button>
      </div>

      <div className="edu-filters">
        <SelectField
          id="filter-course"
          label="Course"
          value={filter.course ?? ''}
          onChange={(event) => applyFilter({ ...filter, course: event.target.value || undefined })}
        >
          <option value="">All courses</option>
          {COURSE_CODES.map((code) => (
            <option key={code} value={code}>
              {COURSES[code].title}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="filter-status"
          label="Status"
          value={filter.status ?? ''}
          onChange={(event) =>
            applyFilter({
              ...filter,
              status: (event.target.value || undefined) as EnrolmentStatus | undefined,
            })
          }
        >
          <option value="">All statuses</option>
          {ENROLMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <form className="actions" role="search" onSubmit={onSearch}>
          <TextField
            id="filter-search"
            label="Search name or phone"
            type="search"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit">Search</button>
        </form>
        <button type="button" className="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      {loadError && (
        <FormError>
          {loadError}{' '}
          <button type="button" className="secondary" onClick={() => void load()}>
            Retry
          </button>
        </FormError>
      )}
      {records === null && !loadError ? (
        <Loading />
      ) : (
        <EnrolmentTable records={records ?? []} onStatusChange={changeStatus} busyIds={busyIds} />
      )}

      <nav className="actions" aria-label="Pages" style={{ marginTop: 16 }}>
        <button
          type="button"
          className="secondary"
          disabled={cursors.length <= 1}
          onClick={() => setCursors((stack) => stack.slice(0, -1))}
        >
          Previous page
        </button>
        <span>Page {cursors.length}</span>
        <button
          type="button"
          className="secondary"
          disabled={!nextCursor}
          onClick={() => nextCursor && setCursors((stack) => [...stack, nextCursor])}
        >
          Next page
        </button>
      </nav>
    </main>
  );
}
