import type { ComplaintRequest } from '@dropwise/domain/complaints';
import { pagePaths } from '@dropwise/domain/page-paths';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ReportProblem } from '@/components/complaints/report-problem';
import { fileComplaint, loadOrderComplaints } from '@/lib/complaints/complaints-api';
import { useGrievanceOfficer } from '@/lib/complaints/grievance-officer';
import { useAuth } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import { RiderLayout } from '@/features/rider/components/rider-layout';

/**
 * /rider/complaint/:orderId: the rider reports a problem with one of their jobs (current, or
 * ended within 30 days) and reads the answers to their earlier complaints about it. The server
 * decides whether the job is theirs and still open to complaints, and says so on the form.
 */
export default function RiderComplaintPage() {
  const t = useT('complaints');
  const { orderId = '' } = useParams();
  return (
    <RiderLayout title={t('riderPageTitle')}>
      <p>
        <Link to={pagePaths.riderOrders}>{t('backToJobs')}</Link>
      </p>
      <RiderComplaint key={orderId} orderId={orderId} />
    </RiderLayout>
  );
}

function RiderComplaint({ orderId }: { orderId: string }) {
  const auth = useAuth();
  const officer = useGrievanceOfficer();
  const send = useCallback(
    (request: ComplaintRequest) => fileComplaint(auth, orderId, request),
    [auth, orderId],
  );
  const load = useCallback(() => loadOrderComplaints(auth, orderId), [auth, orderId]);
  return <ReportProblem send={send} load={load} officer={officer} />;
}
