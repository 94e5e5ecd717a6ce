import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from 'reactfire';
import { errorMessage } from '../api/call-api';
import type { OrderRecord } from '../api/order-records';
import { transitionOrder } from '../api/transition-order';
import { AdminLayout } from '../components/admin-layout';
import { AssignRider } from '../components/assign-rider';
import { OrdersTable } from '../components/orders-table';
import { ReasonAction } from '../components/reason-action';
import { useActiveShops } from '../components/shop-select';
import { useLiveOrders } from '../hooks/use-live-orders';

const TripMapDisclosure = lazy(() =>
  import('../../../components/trip-map/trip-map').then((module) => ({ default: module.TripMapDisclosure })),
);

/** /admin/acceptedOrder: accepted orders waiting for a rider (assign), and assigned ones (reassign). */
export default function AcceptedOrdersPage() {
  const auth = useAuth();
  const shops = useActiveShops();
  const accepted = useLiveOrders({ status: 'accepted' });
  const assigned = useLiveOrders({ status: 'assigned' });
  const [version, setVersion] = useState(0);

  const act = async (
    orderId: string,
    to: 'assigned' | 'cancelled',
    extra: { riderId?: string; reason?: string },
  ) => {
    try {
      await transitionOrder(auth, orderId, { to, ...extra });
      toast.success(to === 'assigned' ? 'Rider assigned' : 'Order cancelled');
      setVersion(version + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const actions = (buttonLabel: string) => (order: OrderRecord) => (
    <>
      <AssignRider
        orderId={order.id}
        currentRiderId={order.riderId}
        shops={shops}
        buttonLabel={buttonLabel}
        onAssign={(riderId) => act(order.id, 'assigned', { riderId })}
      />
      <ReasonAction
        label="Cancel"
        subject={`order ${order.id}`}
        onConfirm={(reason) => act(order.id, 'cancelled', { reason })}
      />
      <Suspense fallback={null}>
        <TripMapDisclosure
          pickup={{ address: order.pickup, coordinates: order.pickupCoordinates }}
          dropOff={{ address: order.dropOff, coordinates: order.dropOffCoordinates }}
          subject={`order ${order.id}`}
        />
      </Suspense>
    </>
  );

  return (
    <AdminLayout title="Accepted orders">
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting for a rider</h2>
        {accepted.status === 'loading' ? <p role="status">Loading orders...</p> : null}
        {accepted.status === 'error' ? <p role="alert">Orders could not be loaded.</p> : null}
        {accepted.status === 'success' && accepted.orders.length === 0 ? (
          <p>No accepted orders are waiting for a rider.</p>
        ) : null}
        {accepted.orders.length > 0 ? (
          <OrdersTable orders={accepted.orders} caption="Waiting for a rider" actions={actions('Assign')} />
        ) : null}
      </section>
      <section aria-labelledby="assigned-heading">
        <h2 id="assigned-heading">Assigned, not yet picked up</h2>
        {assigned.status === 'success' && assigned.orders.length === 0 ? (
          <p>No orders are waiting for pickup.</p>
        ) : null}
        {assigned.orders.length > 0 ? (
          <OrdersTable orders={assigned.orders} caption="Assigned orders" actions={actions('Reassign')} />
        ) : null}
      </section>
    </AdminLayout>
  );
}
