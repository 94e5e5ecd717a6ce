import type { OrderKind } from '@dropwise/domain/booking';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { Loading } from '@/components/loading';
import { useSignedInCustomer } from '@/components/session/require-customer';
import { useT } from '@/lib/i18n/use-t';
import { useAppStatus } from '@/lib/pwa/use-app-status';
import { useCustomerOrders } from '@/features/history/api/use-customer-orders';
import { OrderList } from './order-list';
import './history.css';

const COPY = {
  ride: {
    title: 'ridesTitle',
    empty: 'noRidesYet',
    bookPath: pagePaths.bookRide,
    bookLabel: 'bookRide',
  },
  parcel: {
    title: 'parcelsTitle',
    empty: 'noParcelsYet',
    bookPath: pagePaths.bookParcel,
    bookLabel: 'sendParcel',
  },
} as const;

/** The customer's rides or parcels, newest first, live, one page of ten at a time. */
export function OrderHistoryList({ kind }: { kind: OrderKind }) {
  const user = useSignedInCustomer();
  const t = useT('history');
  const [pages, setPages] = useState(1);
  const { status, orders, hasMore } = useCustomerOrders(user.uid, kind, pages);
  const copy = COPY[kind];
  // Offline, the list comes from what this device read before: say it may have moved on.
  const { offline } = useAppStatus();

  return (
    <main className="page narrow">
      <h1>{t(copy.title)}</h1>
      <p>
        <Link className="button" to={copy.bookPath}>
          {t(copy.bookLabel)}
        </Link>
      </p>
      {status === 'loading' && orders.length === 0 ? (
        <Loading />
      ) : status === 'error' ? (
        <p role="alert">{t('ordersLoadFailed')}</p>
      ) : orders.length === 0 ? (
        <p>{t(copy.empty)}</p>
      ) : (
        <>
          {offline && (
            <p role="status" className="field-note">
              {t('mayBeOutOfDate')}
            </p>
          )}
          <OrderList orders={orders} />
          {hasMore && (
            <button type="button" className="secondary" onClick={() => setPages((count) => count + 1)}>
              {t('showMore')}
            </button>
          )}
        </>
      )}
    </main>
  );
}
