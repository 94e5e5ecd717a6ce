import {
  FINAL_STATUSES,
  nextStatuses,
  STATUS_LABELS,
  type OrderStatus,
  isOrderStatus,
} from '@domain/order-lifecycle';
import { lazy, Suspense } from 'react';
import toast from 'react-hot-toast';
import { useAuth, useUser } from 'reactfire';
import { errorMessage } from '../../../lib/api/api-error';
import type { OrderRecord } from '../../../lib/orders/order-records';
import { transitionOrder } from '../../../lib/orders/transition-order';
import { RiderLayout } from '../components/rider-layout';
import { OrdersTable } from '../../../components/orders/orders-table';
import { ReasonAction } from '../../../components/orders/reason-action';
import { useLiveOrders } from '../../../lib/orders/use-live-orders';

const TripMapDisclosure = lazy(() =>
  import('../../../components/trip-map/trip-map').then((module) => ({ default: module.TripMapDisclosure })),
);

/**
 * /rider: a rider's own orders (signed in at /alogin), live. They move each one through the
 * order lifecycle (POST /api/orders/:id/transition): picked up, delivered, or failed with a reason.
 */
export default function RiderOrdersPage() {
  return (
    <RiderLayout title="My deliveries">
      <RiderOrders />
    </RiderLayout>
  );
}

const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  picked_up: 'Picked up',
  delivered: 'Delivered',
};

function RiderOrders() {
  const { data: user } = useUser();
  return user ? <RiderOrderLists riderId={user.uid} /> : null;
}

function RiderOrderLists({ riderId }: { riderId: string }) {
  const auth = useAuth();
  const live = useLiveOrders({ riderId });
  const open = live.orders.filter((order) => !FINAL_STATUSES.includes(order.status as OrderStatus));
  const done = live.orders.filter((order) => FINAL_STATUSES.includes(order.status as OrderStatus));

  const move = async (order: OrderRecord, to: OrderStatus, reason?: string) => {
    try {
      await transitionOrder(auth, order.id, { to, ...(reason ? { reason } : {}) });
      toast.success(`Order marked ${STATUS_LABELS[to].toLowerCase()}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const actions = (order: OrderRecord) => {
    if (!isOrderStatus(order.status)) return null;
    const map = (
      <Suspense key="map" fallback={null}>
        <TripMapDisclosure
          pickup={{ address: order.pickup, coordinates: order.pickupCoordinates }}
          dropOff={{ address: order.dropOff, coordinates: order.dropOffCoordinates }}
          subject={`order ${order.id}`}
        />
      </Suspense>
    );
    return [
      map,
      ...nextStatuses('rider', order.status).map((to) =>
        to === 'failed' ? (
          <ReasonAction
            key={to}
            label="Failed"
            subject={`order ${order.id}`}
            onConfirm={(reason) => move(order, to, reason)}
          />
        ) : (
          <button
            key={to}
            type="button"
            aria-label={`${ACTION_LABELS[to] ?? to} order ${order.id}`}
            onClick={() => void move(order, to)}
          >
            {ACTION_LABELS[to] ?? STATUS_LABELS[to]}
          </button>
        ),
      ),
    ];
  };

  return (
    <>
      <section aria-labelledby="open-heading">
        <h2 id="open-heading">To deliver</h2>
        {live.status === 'loading' ? <p role="status">Loading your orders...</p> : null}
        {live.status === 'error' ? <p role="alert">Your orders could not be loaded.</p> : null}
        {live.status === 'success' && open.length === 0 ? (
          <p>No orders are assigned to you right now.</p>
        ) : null}
        {open.length > 0 ? <OrdersTable orders={open} caption="To deliver" actions={actions} /> : null}
      </section>
      <section aria-labelledby="done-heading">
        <h2 id="done-heading">Finished</h2>
        {done.length > 0 ? <OrdersTable orders={done} caption="Finished" /> : <p>Nothing finished yet.</p>}
      </section>
    </>
  );
}
