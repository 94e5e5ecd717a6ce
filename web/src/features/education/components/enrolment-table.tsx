import { findCourse } from '@domain/education-courses';
import { ENROLMENT_STATUSES, type EnrolmentRecord, type EnrolmentStatus } from '@domain/enrolment';
import { Options } from '../../../components/form';
import { ColumnHeads } from '../../../components/column-heads';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  records: EnrolmentRecord[];
  onStatusChange: (record: EnrolmentRecord, status: EnrolmentStatus) => void;
  busyIds: ReadonlySet<string>;
}

/** The records as text: React escapes everything, so a name like `<script>` shows as typed. */
export function EnrolmentTable({ records, onStatusChange, busyIds }: Props) {
  if (records.length === 0) return <p>No enrolments match.</p>;
  return (
    <div className="edu-table-wrap">
      <table>
        <ColumnHeads labels={['Course', 'Name', 'Email', 'Number', 'City', 'When', 'Status']} />
        <tbody>
          {records.map((record) => (
            <tr key={record._id}>
              <td>{findCourse(record.course)?.title ?? record.course}</td>
              <td>{record.name}</td>
              <td>{record.email}</td>
              <td title={record.phone}>{record.number}</td>
              <td>{record.city}</td>
              <td>
                <time dateTime={record.createdAt}>{dateFormat.format(new Date(record.createdAt))}</time>
              </td>
              <td>
                <label className="visually-hidden" htmlFor={`status-${record._id}`}>
                  Status for {record.name}
                </label>
                <select
                  id={`status-${record._id}`}
                  value={record.status}
                  disabled={busyIds.has(record._id)}
                  onChange={(event) => onStatusChange(record, event.target.value as EnrolmentStatus)}
                >
                  <Options items={ENROLMENT_STATUSES} />
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
