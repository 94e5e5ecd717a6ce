import { pagePaths } from '@dropwise/domain/page-paths';
import { Link, useParams } from 'react-router-dom';
import { OrderReportProblem } from '@/components/complaints/order-report-problem';
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
      <OrderReportProblem key={orderId} orderId={orderId} />
    </RiderLayout>
  );
}
