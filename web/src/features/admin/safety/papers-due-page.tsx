import { indiaDate, shiftDay } from '@dropwise/domain/india-time';
import { PAPERS_DUE_DAYS } from '@dropwise/domain/safety/rider-papers';
import { TitledSection } from '@/components/titled-section';
import type { Live } from '@/lib/firebase/use-live';
import { useT } from '@/lib/i18n/use-t';
import { useNow } from '@/lib/trip/use-now';
import {
  PAPERS_LIST_LIMIT,
  type PapersRider,
  useIncompletePapers,
  usePapersDue,
} from '@/features/admin/api/use-papers-due';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { dueRiders, incompleteRiders } from './papers-due';
import { DueTable, IncompleteTable, type ListState } from './papers-due-tables';
import './safety.css';

function listOf<T>(live: Live<PapersRider[]>, rows: (riders: PapersRider[]) => T[]): ListState<T> {
  if (live.status !== 'success') return { rows: [], status: live.status, cut: false };
  return { rows: rows(live.data), status: 'success', cut: live.data.length >= PAPERS_LIST_LIMIT };
}

/** Both lists, live (inside the layout, so nothing is read before the role check). */
function PapersLists() {
  const t = useT('safetyDesk');
  // The India day moves on at midnight with the page open; the lists follow within the minute.
  const today = indiaDate(useNow(60_000));
  const dueBy = shiftDay(today, PAPERS_DUE_DAYS);
  const due = listOf(usePapersDue(dueBy), (riders) => dueRiders(riders, today, dueBy));
  const incomplete = listOf(useIncompletePapers(), incompleteRiders);
  return (
    <>
      <TitledSection title={t('dueHeading')}>
        <DueTable list={due} empty={t('dueEmpty', { days: PAPERS_DUE_DAYS })} />
      </TitledSection>
      <TitledSection title={t('incompleteHeading')}>
        <IncompleteTable list={incomplete} empty={t('incompleteEmpty')} />
      </TitledSection>
    </>
  );
}

/**
 * /admin/papers: riders whose papers end within PAPERS_DUE_DAYS India days or have ended,
 * soonest first, and riders whose papers are incomplete; each links to the rider's papers.
 */
export default function PapersDuePage() {
  const t = useT('safetyDesk');
  return (
    <AdminLayout title={t('dueTitle')}>
      <p>{t('dueIntro', { days: PAPERS_DUE_DAYS })}</p>
      <PapersLists />
    </AdminLayout>
  );
}
