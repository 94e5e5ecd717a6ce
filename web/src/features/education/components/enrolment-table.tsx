import { findCourse } from '@dropwise/domain/education-courses';
import { ENROLMENT_STATUSES, type EnrolmentRecord, type EnrolmentStatus } from '@dropwise/domain/enrolment';
import { Options } from '@/components/form';
import { ColumnHeads } from '@/components/column-heads';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import '@/components/stack-table.css';
import { TableScroll } from '@/components/table-scroll';

interface Props {
  records: EnrolmentRecord[];
  onStatusChange: (record: EnrolmentRecord, status: EnrolmentStatus) => void;
  busyIds: ReadonlySet<string>;
}

/** The records as text: React escapes everything, so a name like `<script>` shows as typed. */
export function EnrolmentTable({ records, onStatusChange, busyIds }: Props) {
  const t = useT('admin');
  const { dateTime } = useFormat();
  if (records.length === 0) return <p>{t('eduNoMatch')}</p>;
  const course = t('eduCourse');
  const name = t('eduName');
  const email = t('eduEmail');
  const number = t('eduNumber');
  const city = t('eduCity');
  const when = t('eduWhen');
  const status = t('eduStatus');
  return (
    <TableScroll label={t('eduEnrolmentsTitle')}>
      <table className="stack-table">
        <ColumnHeads labels={[course, name, email, number, city, when, status]} />
        <tbody>
          {records.map((record) => (
            <tr key={record._id}>
              <td data-label={course}>{findCourse(record.course)?.title ?? record.course}</td>
              <td data-label={name}>{record.name}</td>
              <td data-label={email}>{record.email}</td>
              <td data-label={number} title={record.phone}>
                {record.number}
              </td>
              <td data-label={city}>{record.city}</td>
              <td data-label={when}>
                <time dateTime={record.createdAt}>{dateTime(new Date(record.createdAt))}</time>
              </td>
              <td data-label={status}>
                <label className="visually-hidden" htmlFor={`status-${record._id}`}>
                  {t('eduStatusFor', { name: record.name })}
                </label>
                <select
                  className="edu-status-select"
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
    </TableScroll>
  );
}
