import type { ComplaintAnswerInput } from '@dropwise/domain/admin/complaints-admin';
import { COMPLAINT_LIST_FILTERS } from '@dropwise/domain/api/complaints';
import { useState } from 'react';
import { SelectField } from '@/components/form';
import { useLoad } from '@/lib/firebase/use-load';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { ComplaintListFilter, DeskComplaint } from '@/features/admin/api/complaints';
import { AnswerForm } from './answer-form';

type AdminKey = MessageKey<'admin'>;

const FILTER_WORDS: Record<ComplaintListFilter, AdminKey> = {
  open: 'complaintsStatusOpen',
  in_progress: 'complaintsStatusInProgress',
  resolved: 'complaintsStatusResolved',
  all: 'complaintsFilterAll',
};

const CATEGORY_WORDS: Record<DeskComplaint['category'], AdminKey> = {
  fare: 'complaintsCategoryFare',
  safety: 'complaintsCategorySafety',
  behaviour: 'complaintsCategoryBehaviour',
  lost_item: 'complaintsCategoryLostItem',
  payment: 'complaintsCategoryPayment',
  app: 'complaintsCategoryApp',
  other: 'complaintsCategoryOther',
};

/**
 * The complaints desk: one status at a time (open first), overdue complaints first and marked,
 * each with its order, category, words, filer and due date, and an answer box. After an answer
 * the list is read again, so a resolved complaint leaves the open list.
 */
export function ComplaintDesk({
  load,
  answer,
}: {
  load: (filter: ComplaintListFilter) => Promise<DeskComplaint[]>;
  answer: (complaintId: string, input: ComplaintAnswerInput) => Promise<void>;
}) {
  const t = useT('admin');
  const [filter, setFilter] = useState<ComplaintListFilter>('open');
  const list = useLoad(() => load(filter), [load, filter]);
  const rows = list.data ?? [];

  return (
    <section className="complaint-desk" aria-labelledby="complaint-desk-title">
      <h2 id="complaint-desk-title">{t('complaintsListHeading')}</h2>
      <SelectField
        id="complaints-filter"
        label={t('complaintsFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value as ComplaintListFilter)}
      >
        {COMPLAINT_LIST_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(FILTER_WORDS[value])}
          </option>
        ))}
      </SelectField>
      {list.loading && !list.data ? <p className="muted">{t('complaintsLoading')}</p> : null}
      {list.error ? <p className="field-error">{t('complaintsLoadFailed')}</p> : null}
      {list.data && rows.length === 0 ? <p>{t('complaintsEmpty')}</p> : null}
      {rows.length > 0 ? (
        <ul className="complaint-desk-list">
          {rows.map((row) => (
            <DeskRow
              key={row.complaintId}
              row={row}
              send={(input) => answer(row.complaintId, input).then(list.reload)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DeskRow({
  row,
  send,
}: {
  row: DeskComplaint;
  send: (input: ComplaintAnswerInput) => Promise<void>;
}) {
  const t = useT('admin');
  const format = useFormat();
  return (
    <li
      className={row.overdue ? 'card complaint-row overdue' : 'card complaint-row'}
      data-complaint-id={row.complaintId}
    >
      <h3>
        {t('complaintsRowHeading', { reference: row.reference, category: t(CATEGORY_WORDS[row.category]) })}
      </h3>
      {row.overdue ? <p className="complaint-overdue">{t('complaintsOverdue')}</p> : null}
      <dl className="complaint-facts">
        <dt>{t('complaintsOrder')}</dt>
        <dd>{t('complaintsOrderLine', { kind: row.orderKind, orderId: row.orderId })}</dd>
        <dt>{t('complaintsFiledBy')}</dt>
        <dd>
          {t('complaintsFiledByLine', {
            name: row.by.name ?? row.by.uid,
            role: row.by.role,
            date: format.dateTime(new Date(row.createdAt)),
          })}
        </dd>
        <dt>{t('complaintsDue')}</dt>
        <dd>{format.dateTime(new Date(row.dueBy))}</dd>
        <dt>{t('complaintsStatus')}</dt>
        <dd>{t(FILTER_WORDS[row.status])}</dd>
      </dl>
      <blockquote className="complaint-text">{row.text}</blockquote>
      <AnswerForm complaint={row} send={send} />
    </li>
  );
}
