import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth, useFirestore } from 'reactfire';
import { errorMessage } from '../../../lib/api/api-error';
import { useT } from '../../../lib/i18n/use-t';
import { ordersQuery } from '../../../lib/orders/order-records';
import { type OrderView, toOrderView } from '../../../lib/orders/order-view';
import { transitionOrder } from '../../../lib/orders/transition-order';
import { firestorePageReader } from '../../../lib/paging/firestore-page-reader';
import { useCursorPages } from '../../../lib/paging/use-cursor-pages';
import { AdminLayout } from '../components/admin-layout';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { DispatchRiderPicker } from '../components/dispatch-rider-picker';
import { OrdersTable } from '../../../components/orders/orders-table';
import { LiveListNotes } from '../components/live-list-notes';
import { Pager } from '../components/pager';
import { useActiveShops } from '../api/use-choices';
import { useActiveRiders } from '../hooks/use-active-riders';
import { useRiderPositions } from '../api/use-rider-positions';
import { useNow } from '../../../lib/trip/use-now';
import { useOrderCount } from '../hooks/use-order-count';
import { useSteadyRows } from '../hooks/use-steady-rows';

const TripMapDisclosure = lazy(() =>
  import('../../../components/trip-map/trip-map').then((module) => ({ default: module.TripMapDisclosure })),
);

const PAGE_SIZE = 25;
const ACCEPTED = { status: 'accepted' };
const ASSIGNED = { status: 'assigned' };

/**
 * One live, paged list of orders with a rider picker (shop, then rider, then Assign) and Cancel on
 * each row. The list holds still while the admin works on it.
 */
function DispatchList({
  filters,
  heading,
  caption,
  empty,
  action,
  handledNote,
}: {
  filters: { status: string };
  heading: string;
  caption: string;
  empty: string;
  action: 'assign' | 'reassign';
  handledNote: string;
}) {
  const t = useT('admin');
  const auth = useAuth();
  const shops = useActiveShops();
  const riders = useActiveRiders(null) ?? [];
  const positions = useRiderPositions();
  const now = useNow(30_000);
  const db = useFirestore();
  const page = useCursorPages(
    JSON.stringify(filters),
    firestorePageReader((range) => ordersQuery(db, filters, range), toOrderView, {
      pageSize: PAGE_SIZE,
      live: true,
    }),
  );
  const steady = useSteadyRows(page.rows);
  const [handled, setHandled] = useState<Record<string, string>>({});
  const count = useOrderCount(filters, `${page.rows.map((order) => order.id).join(',')}`);
  const headingId = `${filters.status}-heading`;

  const act = async (
    order: OrderView,
    to: 'assigned' | 'cancelled',
    extra: { riderId?: string; reason?: string },
  ) => {
    await transitionOrder(auth, order.id, { to, ...extra });
    setHandled((previous) => ({
      ...previous,
      [order.id]: t(to === 'assigned' ? 'dispatchHandledAssigned' : 'dispatchHandledCancelled'),
    }));
    toast.success(t(to === 'assigned' ? 'dispatchAssignedToast' : 'dispatchCancelledToast'));
  };
  const gone = new Set(steady.rows.filter((row) => row.gone).map((row) => row.item.id));

  return (
    <section aria-labelledby={headingId}>
      <div className="section-heading">
        <h2 id={headingId}>{heading}</h2>
        <p className="waiting-count" role="status" aria-live="polite">
          {count === null ? t('dispatchCounting') : t('dispatchCount', { count })}
        </p>
      </div>
      <LiveListNotes
        page={page}
        steady={steady}
        loading={t('dispatchLoading')}
        failed={t('dispatchFailed')}
        empty={empty}
      />
      <div {...steady.holdProps}>
        {steady.rows.length > 0 ? (
          <OrdersTable
            orders={steady.rows.map((row) => row.item)}
            caption={caption}
            actionsHeading={t('dispatchHeading')}
            rowNote={(order) => (gone.has(order.id) ? (handled[order.id] ?? handledNote) : null)}
            actions={(order) => (
              <div className="row-buttons">
                <DispatchRiderPicker
                  order={order}
                  shops={shops}
                  anyShopRiders={riders}
                  positions={positions}
                  now={now}
                  action={action}
                  onAssign={(riderId) =>
                    act(order, 'assigned', { riderId }).catch((error: unknown) => {
                      toast.error(errorMessage(error));
                    })
                  }
                />
                <CancelOrderDialog
                  orderId={order.id}
                  onOpenChange={steady.onDialogChange}
                  onConfirm={(reason) => act(order, 'cancelled', { reason })}
                />
                <Suspense fallback={null}>
                  <TripMapDisclosure
                    pickup={{ address: order.pickup, coordinates: order.pickupCoordinates }}
                    dropOff={{ address: order.dropOff, coordinates: order.dropOffCoordinates }}
                    subject={t('dispatchMapSubject', { orderId: order.id })}
                  />
                </Suspense>
              </div>
            )}
          />
        ) : null}
      </div>
      <Pager label={caption} pages={page} />
    </section>
  );
}

/** /admin/acceptedOrder: accepted orders waiting for a rider (assign), and assigned ones (reassign). */
export default function AcceptedOrdersPage() {
  const t = useT('admin');
  return (
    <AdminLayout title={t('acceptedTitle')}>
      <DispatchList
        filters={ACCEPTED}
        heading={t('acceptedWaitingHeading')}
        caption={t('acceptedWaitingHeading')}
        empty={t('acceptedWaitingEmpty')}
        action="assign"
        handledNote={t('acceptedWaitingHandled')}
      />
      <DispatchList
        filters={ASSIGNED}
        heading={t('acceptedAssignedHeading')}
        caption={t('acceptedAssignedCaption')}
        empty={t('acceptedAssignedEmpty')}
        action="reassign"
        handledNote={t('acceptedAssignedHandled')}
      />
    </AdminLayout>
  );
}
