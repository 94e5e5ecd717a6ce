import type { ComplaintView, FiledComplaint } from '@dropwise/domain/api/complaints';
import type { ComplaintRequest } from '@dropwise/domain/complaints';
import type { OfficerState } from '@/lib/complaints/grievance-officer';
import { useLoad } from '@/lib/firebase/use-load';
import { useT } from '@/lib/i18n/use-t';
import { ComplaintForm } from './complaint-form';
import { ComplaintList } from './complaint-list';
import { GrievanceOfficerCard } from './grievance-officer-card';
import './complaints.css';

/**
 * "Report a problem" on an order, for its customer or its rider: the form, their earlier
 * complaints with our answers (loaded again after each new one), and the grievance officer beside.
 */
export function ReportProblem({
  send,
  load,
  officer,
}: {
  send: (request: ComplaintRequest) => Promise<FiledComplaint>;
  load: () => Promise<ComplaintView[]>;
  officer: OfficerState;
}) {
  const t = useT('complaints');
  const complaints = useLoad(load, [load]);

  return (
    <section className="card report-problem" aria-labelledby="report-problem-title">
      <h2 id="report-problem-title">{t('sectionTitle')}</h2>
      <div className="report-problem-columns">
        <div>
          <p>{t('intro')}</p>
          <ComplaintForm send={send} onFiled={complaints.reload} />
        </div>
        <GrievanceOfficerCard officer={officer} />
      </div>
      {complaints.error ? <p className="field-error">{t('loadFailed')}</p> : null}
      <ComplaintList complaints={complaints.data ?? []} />
    </section>
  );
}
