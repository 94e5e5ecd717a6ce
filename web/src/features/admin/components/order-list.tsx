import { ORDER_STATUSES } from '@domain/order-lifecycle';
import { getDocs } from 'firebase/firestore';
import { type ReactNode, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  type OrderFilters,
  orderCsvHeaders,
  orderCsvRow,
  type OrderRecord,
  ordersQuery,
  toOrderRecord,
} from '../api/order-records';
import { type RiderRecord, ridersQuery, toRiderRecord } from '../api/rider-records';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { downloadCsv } from '../lib/download-csv';
import { OrdersTable } from './orders-table';
import { CursorPager } from './pager';
import { useActiveShops } from './shop-select';

function useRiderChoices(): RiderRecord[] {
  const db = useFirestore();
  const [riders, setRiders] = useState<RiderRecord[]>([]);
  useEffect(() => {
    getDocs(ridersQuery(db, {}, { size: 100 }))
      .then((snapshot) => setRiders(snapshot.docs.slice(0, 100).map(toRiderRecord)))
      .catch(() => setRiders([]));
  }, [db]);
  return riders;
}

/**
 * A paged list of orders with filters for status, shop, rider and dates (plus fixed filters the
 * page sets, such as one shop or one customer), and CSV export of the page on screen.
 */
export function OrderList({
  title,
  fixed = {},
  version = 0,
  actions,
}: {
  title: string;
  fixed?: OrderFilters;
  version?: number;
  actions?: (order: OrderRecord) => ReactNode;
}) {
  const db = useFirestore();
  const shops = useActiveShops();
  const riders = useRiderChoices();
  const [chosen, setChosen] = useState<OrderFilters>({});
  const filters = { ...chosen, ...fixed };
  const pages = useCursorPages<OrderRecord>(
    `${JSON.stringify(filters)}:${version}`,
    (page) => ordersQuery(db, filters, page),
    toOrderRecord,
  );
  const set = (key: keyof OrderFilters) => (event: { target: { value: string } }) =>
    setChosen((previous) => ({ ...previous, [key]: event.target.value || undefined }));
  const idPrefix = title.toLowerCase().replace(/\W+/g, '-');

  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <div className="filters">
        {fixed.status === undefined ? (
          <div className="field">
            <label htmlFor={`${idPrefix}-status`}>Status</label>
            <select id={`${idPrefix}-status`} value={chosen.status ?? ''} onChange={set('status')}>
              <option value="">Any status</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {fixed.shopId === undefined ? (
          <div className="field">
            <label htmlFor={`${idPrefix}-shop`}>Shop</label>
            <select id={`${idPrefix}-shop`} value={chosen.shopId ?? ''} onChange={set('shopId')}>
              <option value="">Any shop</option>
              {shops.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {fixed.riderId === undefined ? (
          <div className="field">
            <label htmlFor={`${idPrefix}-rider`}>Rider</label>
            <select id={`${idPrefix}-rider`} value={chosen.riderId ?? ''} onChange={set('riderId')}>
              <option value="">Any rider</option>
              {riders.map((rider) => (
                <option key={rider.id} value={rider.id}>
                  {rider.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${idPrefix}-from`}>From day</label>
          <input id={`${idPrefix}-from`} type="date" value={chosen.fromDay ?? ''} onChange={set('fromDay')} />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-to`}>To day</label>
          <input id={`${idPrefix}-to`} type="date" value={chosen.toDay ?? ''} onChange={set('toDay')} />
        </div>
      </div>
      {pages.status === 'loading' ? <p role="status">Loading orders...</p> : null}
      {pages.error ? <p role="alert">{pages.error}</p> : null}
      {pages.status === 'ready' && pages.rows.length === 0 ? <p>No orders match.</p> : null}
      {pages.rows.length > 0 ? <OrdersTable orders={pages.rows} caption={title} actions={actions} /> : null}
      <CursorPager
        label={title}
        pages={pages}
        onExport={() => downloadCsv('dropwise-orders.csv', orderCsvHeaders, pages.rows.map(orderCsvRow))}
      />
    </section>
  );
}
