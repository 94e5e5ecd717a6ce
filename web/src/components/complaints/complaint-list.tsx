import type { ComplaintView } from '@dropwise/domain/api/complaints';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { CATEGORY_WORDS, STATUS_WORDS } from './complaint-words';

/** A person's complaints on one order, oldest first: each with its status, due date and our answer. */
export function ComplaintList({ complaints }: { complaints: ComplaintView[] }) {
  const t = useT('complaints');
  const format = useFormat();
  if (complaints.length === 0) return null;
  return (
    <section className="complaint-list" aria-labelledby="complaint-list-title">
      <h3 id="complaint-list-title">{t('earlierTitle')}</h3>
      <ul>
        {complaints.map((complaint) => (
          <li key={complaint.complaintId} data-complaint-id={complaint.complaintId}>
            <p className="complaint-head">
              <strong>{t(CATEGORY_WORDS[complaint.category])}</strong>
              <span className={`complaint-status complaint-status-${complaint.status}`}>
                {t(STATUS_WORDS[complaint.status])}
              </span>
            </p>
            <p className="complaint-meta muted">
              <span>{t('referenceLine', { reference: complaint.reference })}</span>
              <span>{t('dueLine', { due: format.dateTime(new Date(complaint.dueBy)) })}</span>
            </p>
            <p className="complaint-text">{complaint.text}</p>
            <div className="complaint-answer">
              <h4>{t('answerLabel')}</h4>
              <p>{complaint.answer ?? t('noAnswerYet')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
