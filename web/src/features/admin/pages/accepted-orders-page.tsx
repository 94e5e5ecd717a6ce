import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth, useFirestore } from '@/lib/firebase/instances';
import { errorMessage } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { ordersQuery } from '@/lib/orders/order-records';
import { type OrderView, toOrderView } from '@/lib/orders/order-view';
import { transitionOrder } from '@/lib/orders/transition-order';
import { firestorePageReader } from '@/lib/firebase/firestore-page-reader';
import { useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { CancelOrderDialog } from '@/features/admin/components/cancel-order-dialog';
import { DispatchRiderPicker } from '@/features/admin/components/dispatch-rider-picker';
import { OrdersTable } from '@/components/orders/orders-table';
import { LiveListHeader } from '@/features/admin/components/live-list-header';
import { Pager } from '@/features/admin/components/pager';
import { type DispatchBoard, useDispatchBoard } from '@/features/admin/hooks/use-dispatch-board';
import { useOrderCount } from '@/features/admin/api/use-order-count';
import { useSteadyRows } from '@/features/admin/hooks/use-steady-rows';

const TripMapDisclosure = lazy(() =>
  import('@/components/trip-map/trip-map').then((module) => ({ default: module.TripMapDisclosure })),
);

const PAGE_SIZE = 25;

interface DispatchListDefinition {
  filters: { status: string };
  heading: MessageKey<'admin'>;
  caption: MessageKey<'admin'>;
  empty: MessageKey<'admin'>;
  action: 'assign' | 'reassign';
  handledNote: MessageKey<'admin'>;
}

/** The page's two lists: accepted orders waiting for a rider, and assigned ones that may be reassigned. */
const DISPATCH_LISTS = [
  {
    filters: { status: 'accepted' },
    heading: 'acceptedWaitingHeading',
    caption: 'acceptedWaitingHeading',
    empty: 'acceptedWaitingEmpty',
    action: 'assign',
    handledNote: 'acceptedWaitingHandled',
  },
  {
    filters: { status: 'assigned' },
    heading: 'acceptedAssignedHeading',
    caption: 'acceptedAssignedCaption',
    empty: 'acceptedAssignedEmpty',
    action: 'reassign',
    handledNote: 'acceptedAssignedHandled',
  },
] as const satisfies readonly DispatchListDefinition[];

/**
 * One live, paged list of orders with a rider picker (shop, then rider, then Assign) and Cancel on
 * each row. The list holds still while the admin works on it.
 */
function DispatchList({ list, board }: { list: DispatchListDefinition; board: DispatchBoard }) {
  const t = useT('admin');
  const { filters, action } = list;
  const caption = t(list.caption);
  const handledNote = t(list.handledNote);
  const auth = useAuth();
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
      <LiveListHeader
        heading={{
          id: headingId,
          text: t(list.heading),
          count: count === null ? t('dispatchCounting') : t('dispatchCount', { count }),
        }}
        page={page}
        steady={steady}
        notes={{ loading: t('dispatchLoading'), failed: t('dispatchFailed'), empty: t(list.empty) }}
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
                  board={board}
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

/** Both lists, drawing on one board (inside the layout, so nothing is read before the role check). */
function DispatchLists() {
  const board = useDispatchBoard();
  return DISPATCH_LISTS.map((list) => <DispatchList key={list.filters.status} list={list} board={board} />);
}

/** /admin/acceptedOrder: accepted orders waiting for a rider (assign), and assigned ones (reassign). */
export default function AcceptedOrdersPage() {
  const t = useT('admin');
  return (
    <AdminLayout title={t('acceptedTitle')}>
      <DispatchLists />
    </AdminLayout>
  );
}
