import { findCourse } from '@domain/education-courses';
import { ENROLMENT_STATUSES, type EnrolmentRecord, type EnrolmentStatus } from '@domain/enrolment';

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
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Number</th>
            <th scope="col">City</th>
            <th scope="col">When</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
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
                  {ENROLMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
