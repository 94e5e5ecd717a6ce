import type { OrderKind } from '@domain/booking';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../../components/loading';
import { useSignedInCustomer } from '../../../components/session/require-customer';
import { useCustomerOrders } from '../api/use-customer-orders';
import { OrderList } from './order-list';
import './history.css';

const COPY: Record<
  OrderKind,
  { title: string; basePath: string; empty: string; bookPath: string; bookLabel: string }
> = {
  ride: {
    title: 'Your rides',
    basePath: '/riderHistory',
    empty: 'You have not booked a ride yet.',
    bookPath: '/bookRider',
    bookLabel: 'Book a ride',
  },
  parcel: {
    title: 'Your parcels',
    basePath: '/parcelHistory',
    empty: 'You have not sent a parcel yet.',
    bookPath: '/bookParcel',
    bookLabel: 'Send a parcel',
  },
};

/** The customer's rides or parcels, newest first, live, one page of ten at a time. */
export function OrderHistoryList({ kind }: { kind: OrderKind }) {
  const user = useSignedInCustomer();
  const [pages, setPages] = useState(1);
  const { status, orders, hasMore } = useCustomerOrders(user.uid, kind, pages);
  const copy = COPY[kind];

  return (
    <main className="page narrow">
      <h1>{copy.title}</h1>
      <p>
        <Link className="button" to={copy.bookPath}>
          {copy.bookLabel}
        </Link>
      </p>
      {status === 'loading' && orders.length === 0 ? (
        <Loading />
      ) : status === 'error' ? (
        <p role="alert">We could not load your orders. Check your connection and reload the page.</p>
      ) : orders.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <>
          <OrderList orders={orders} basePath={copy.basePath} />
          {hasMore && (
            <button type="button" className="secondary" onClick={() => setPages((count) => count + 1)}>
              Show more
            </button>
          )}
        </>
      )}
    </main>
  );
}
