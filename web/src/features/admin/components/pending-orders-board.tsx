import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth, useFirestore } from '@/lib/firebase/instances';
import { errorMessage } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { ordersQuery } from '@/lib/orders/order-records';
import { toOrderView } from '@/lib/orders/order-view';
import { transitionOrder } from '@/lib/orders/transition-order';
import { firestorePageReader } from '@/lib/firebase/firestore-page-reader';
import { useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { useOrderCount } from '@/features/admin/api/use-order-count';
import { useSteadyRows } from '@/features/admin/hooks/use-steady-rows';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DispatchState } from './dispatch-state';
import { OrdersTable } from '@/components/orders/orders-table';
import { LiveListHeader } from './live-list-header';
import { Pager } from './pager';

export const PENDING_PAGE_SIZE = 25;
const PENDING = { status: 'pending' };

/**
 * The dispatch board's pending orders: 25 a page, newest first, live, with a live count of how
 * many are waiting, where automatic dispatch stands with each (under its status), and compact
 * Accept and Cancel (reason in a dialog) on each row. While the admin works on the list it holds
 * still (see useSteadyRows).
 */
export function PendingOrdersBoard({
  onChanged,
  onWaitingChange,
}: {
  onChanged: () => void;
  /** Told the number waiting each time it is counted, so the page's other figures can follow. */
  onWaitingChange?: (waiting: number) => void;
}) {
  const t = useT('admin');
  const auth = useAuth();
  const db = useFirestore();
  const page = useCursorPages(
    'pending',
    firestorePageReader((range) => ordersQuery(db, PENDING, range), toOrderView, {
      pageSize: PENDING_PAGE_SIZE,
      live: true,
    }),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [handled, setHandled] = useState<Record<string, string>>({});
  const steady = useSteadyRows(page.rows);
  const trigger = `${page.rows.map((order) => order.id).join(',')}:${Object.keys(handled).length}`;
  const waiting = useOrderCount(PENDING, trigger);
  useEffect(() => {
    if (waiting !== null) onWaitingChange?.(waiting);
  }, [waiting, onWaitingChange]);

  const move = async (orderId: string, to: 'accepted' | 'cancelled', reason?: string) => {
    setBusy(orderId);
    try {
      await transitionOrder(auth, orderId, { to, ...(reason ? { reason } : {}) });
      setHandled((previous) => ({
        ...previous,
        [orderId]: t(to === 'accepted' ? 'pendingHandledAccepted' : 'pendingHandledCancelled'),
      }));
      toast.success(t(to === 'accepted' ? 'pendingAcceptedToast' : 'pendingCancelledToast'));
      onChanged();
    } finally {
      setBusy(null);
    }
  };
  const accept = (orderId: string) =>
    move(orderId, 'accepted').catch((error: unknown) => toast.error(errorMessage(error)));

  const gone = new Set(steady.rows.filter((row) => row.gone).map((row) => row.item.id));
  return (
    <section aria-labelledby="pending-heading">
      <LiveListHeader
        heading={{
          id: 'pending-heading',
          text: t('pendingTitle'),
          count: waiting === null ? t('pendingCounting') : t('pendingWaiting', { count: waiting }),
          testId: 'waiting-count',
        }}
        page={page}
        steady={steady}
        notes={{ loading: t('pendingLoading'), failed: t('pendingFailed'), empty: t('pendingEmpty') }}
      />
      <div {...steady.holdProps}>
        {steady.rows.length > 0 ? (
          <OrdersTable
            orders={steady.rows.map((row) => row.item)}
            caption={t('pendingTitle')}
            rowNote={(order) => (gone.has(order.id) ? (handled[order.id] ?? t('pendingNoLonger')) : null)}
            statusNote={(order) => (gone.has(order.id) ? null : <DispatchState dispatch={order.dispatch} />)}
            actions={(order) => (
              <div className="row-buttons">
                <button
                  type="button"
                  className="compact"
                  disabled={busy === order.id}
                  aria-label={t('pendingAcceptName', { orderId: order.id })}
                  onClick={() => void accept(order.id)}
                >
                  {t('pendingAccept')}
                </button>
                <CancelOrderDialog
                  orderId={order.id}
                  onOpenChange={steady.onDialogChange}
                  onConfirm={(reason) => move(order.id, 'cancelled', reason)}
                />
              </div>
            )}
          />
        ) : null}
      </div>
      <Pager label={t('pendingTitle')} pages={page} />
    </section>
  );
}
