import { findCourse } from '@domain/education-courses';
import { ENROLMENT_STATUSES, type EnrolmentRecord, type EnrolmentStatus } from '@domain/enrolment';
import { Options } from '../../../components/form';
import { ColumnHeads } from '../../../components/column-heads';
import type { MessageKey } from '../../../lib/i18n/catalogue-loaders';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';

const COLUMNS: MessageKey<'admin'>[] = [
  'eduCourse',
  'eduName',
  'eduEmail',
  'eduNumber',
  'eduCity',
  'eduWhen',
  'eduStatus',
];

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
  return (
    <div className="edu-table-wrap">
      <table>
        <ColumnHeads labels={COLUMNS.map((column) => t(column))} />
        <tbody>
          {records.map((record) => (
            <tr key={record._id}>
              <td>{findCourse(record.course)?.title ?? record.course}</td>
              <td>{record.name}</td>
              <td>{record.email}</td>
              <td title={record.phone}>{record.number}</td>
              <td>{record.city}</td>
              <td>
                <time dateTime={record.createdAt}>{dateTime(new Date(record.createdAt))}</time>
              </td>
              <td>
                <label className="visually-hidden" htmlFor={`status-${record._id}`}>
                  {t('eduStatusFor', { name: record.name })}
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
