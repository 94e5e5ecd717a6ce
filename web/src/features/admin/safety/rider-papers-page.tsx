import type { PapersAnswer } from '@dropwise/domain/api/safety';
import { pagePaths } from '@dropwise/domain/page-paths';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@/lib/api/api-error';
import { useAuth } from '@/lib/firebase/instances';
import { useLoad } from '@/lib/firebase/use-load';
import { useT } from '@/lib/i18n/use-t';
import type { RiderRecord } from '@/features/admin/api/rider-records';
import { loadRiderPapers, saveRiderPapers } from '@/features/admin/api/rider-papers';
import { useRider } from '@/features/admin/api/use-papers-due';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { PapersForm } from './papers-form';
import { PapersStateView } from './papers-state-view';
import './safety.css';

/** The papers as the server has them, the state they put the rider in, and the form. */
function RiderPapers({ rider }: { rider: RiderRecord }) {
  const t = useT('safetyDesk');
  const auth = useAuth();
  const loaded = useLoad(() => loadRiderPapers(auth, rider.id), [auth, rider.id]);
  const [saved, setSaved] = useState<PapersAnswer | null>(null);
  if (loaded.error) return <p role="alert">{errorMessage(loaded.error)}</p>;
  if (!loaded.data) return <p role="status">{t('papersLoading')}</p>;
  return (
    <>
      <PapersStateView state={saved ?? loaded.data} />
      <PapersForm
        riderName={rider.name}
        papers={loaded.data.papers}
        save={(papers) => saveRiderPapers(auth, rider.id, papers)}
        onSaved={setSaved}
      />
    </>
  );
}

function RiderGate({ riderId }: { riderId: string }) {
  const t = useT('safetyDesk');
  const live = useRider(riderId);
  if (live.status === 'loading') return <p role="status">{t('papersLoading')}</p>;
  if (live.status !== 'success' || !live.data) {
    return (
      <p role="alert">
        {t.rich('papersNoRider', { link: (chunks) => <Link to={pagePaths.manageRiders}>{chunks}</Link> })}
      </p>
    );
  }
  const rider = live.data;
  return (
    <>
      <h2>{t('papersRiderHeading', { name: rider.name })}</h2>
      <p>{t('papersRiderPhone', { phone: rider.phone })}</p>
      <RiderPapers rider={rider} />
    </>
  );
}

/**
 * /admin/ridermanage/:riderId: one rider's papers (licence, registration, insurance, PUC, police
 * verification, photo), what is missing, expired or ending, and the form that saves them.
 */
export default function RiderPapersPage() {
  const t = useT('safetyDesk');
  const { riderId = '' } = useParams();
  return (
    <AdminLayout title={t('papersTitle')}>
      <RiderGate key={riderId} riderId={riderId} />
    </AdminLayout>
  );
}
