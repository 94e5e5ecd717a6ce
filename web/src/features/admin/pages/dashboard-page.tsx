import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import { transitionOrder } from '@/lib/orders/transition-order';
import { LockedHandoverStep } from '@/features/admin/components/locked-handover-step';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { OrderList } from '@/features/admin/components/order-list';
import { OrdersPerDayChart } from '@/features/admin/components/orders-per-day-chart';
import { PendingOrdersBoard } from '@/features/admin/components/pending-orders-board';
import { StatusCounts } from '@/features/admin/components/status-counts';
import { TitledSection } from '@/components/titled-section';

/**
 * /admin/dashboard, the dispatch board: orders by status (today and overall), orders per day for
 * the last 14 days, the pending orders waiting for acceptance (live, paged, with accept and
 * cancel), and every order with filters, where an order whose handover code locked after too many
 * wrong codes can be moved on by the admin, with a reason. `?customer=<uid>` shows one customer's orders (linked
 * from the customers screen).
 */
export default function DashboardPage() {
  const t = useT('admin');
  const [searchParams] = useSearchParams();
  const customerUid = searchParams.get('customer') ?? undefined;
  const [version, setVersion] = useState(0);
  const [waiting, setWaiting] = useState<number | null>(null);
  const changed = () => setVersion((value) => value + 1);
  const auth = useAuth();

  return (
    <AdminLayout title={t('dashboardTitle')}>
      <TitledSection title={t('dashboardByStatus')}>
        {/* Also recounted when the number waiting changes: a new booking shows at once. */}
        <StatusCounts version={`${version}:${waiting ?? ''}`} />
      </TitledSection>
      <TitledSection title={t('dashboardPerDay')}>
        <OrdersPerDayChart version={version} />
      </TitledSection>
      <PendingOrdersBoard onChanged={changed} onWaitingChange={setWaiting} />
      <OrderList
        title={customerUid ? t('dashboardCustomerOrders') : t('dashboardAllOrders')}
        fixed={customerUid ? { customerUid } : {}}
        version={version}
        actionsHeading={t('dashboardLockedCode')}
        actions={(order) => (
          <LockedHandoverStep
            order={order}
            onComplete={async (to, reason) => {
              await transitionOrder(auth, order.id, { to, reason });
              toast.success(t('dashboardLockedStepDone', { orderId: order.id, step: to }));
              changed();
            }}
          />
        )}
      />
    </AdminLayout>
  );
}
