import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { errorMessage } from '../api/call-api';
import { transitionOrder } from '../api/transition-order';
import { AdminLayout } from '../components/admin-layout';
import { OrderList } from '../components/order-list';
import { OrdersTable } from '../components/orders-table';
import { ReasonAction } from '../components/reason-action';
import { StatusCounts } from '../components/status-counts';
import { LIVE_LIMIT, useLiveOrders } from '../hooks/use-live-orders';

/**
 * /admin/dashboard: orders by status (today and overall), the pending orders waiting for
 * acceptance (live) with accept and cancel, and every order with filters. `?customer=<uid>` shows
 * one customer's orders (linked from the customers screen).
 */
export default function DashboardPage() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const customerUid = searchParams.get('customer') ?? undefined;
  const pending = useLiveOrders({ status: 'pending' });
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);

  const move = async (orderId: string, to: 'accepted' | 'cancelled', reason?: string) => {
    setBusy(orderId);
    try {
      await transitionOrder(auth, orderId, { to, ...(reason ? { reason } : {}) });
      toast.success(to === 'accepted' ? 'Order accepted' : 'Order cancelled');
      setVersion((value) => value + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminLayout title="Dashboard">
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading">Orders by status</h2>
        <StatusCounts version={version + pending.orders.length} />
      </section>
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading">Pending orders</h2>
        {pending.status === 'loading' ? <p role="status">Loading pending orders...</p> : null}
        {pending.status === 'error' ? <p role="alert">Pending orders could not be loaded.</p> : null}
        {pending.status === 'success' && pending.orders.length === 0 ? (
          <p>No orders are waiting for acceptance.</p>
        ) : null}
        {pending.orders.length > 0 ? (
          <OrdersTable
            orders={pending.orders}
            caption="Pending orders"
            actions={(order) => (
              <>
                <button
                  type="button"
                  disabled={busy === order.id}
                  aria-label={`Accept order ${order.id}`}
                  onClick={() => void move(order.id, 'accepted')}
                >
                  Accept
                </button>
                <ReasonAction
                  label="Cancel"
                  subject={`order ${order.id}`}
                  onConfirm={(reason) => move(order.id, 'cancelled', reason)}
                />
              </>
            )}
          />
        ) : null}
        {pending.more ? (
          <p className="muted">Showing the newest {LIVE_LIMIT}; the rest are in All orders below.</p>
        ) : null}
      </section>
      <OrderList
        title={customerUid ? 'Orders of this customer' : 'All orders'}
        fixed={customerUid ? { customerUid } : {}}
        version={version}
      />
    </AdminLayout>
  );
}
