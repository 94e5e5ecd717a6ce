import { ORDER_STATUSES } from '@domain/order-lifecycle';
import { Options, SelectField, TextField } from '../../../components/form';
import { type ReactNode, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  type OrderFilters,
  orderCsvHeaders,
  orderCsvRow,
  type OrderRecord,
  ordersQuery,
  toOrderRecord,
} from '../../../lib/orders/order-records';
import { useActiveShops, useRiderChoices } from '../api/use-choices';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { downloadCsv } from '../lib/download-csv';
import { OrdersTable } from '../../../components/orders/orders-table';
import { CursorPager } from './pager';
import { ShopSelect } from './shop-select';

/**
 * A paged list of orders with filters for status, shop, rider and dates (plus fixed filters the
 * page sets, such as one shop or one customer), and CSV export of the page on screen.
 */
export function OrderList({
  title,
  fixed = {},
  version = 0,
  actions,
  actionsHeading,
}: {
  title: string;
  fixed?: OrderFilters;
  version?: number;
  actions?: (order: OrderRecord) => ReactNode;
  actionsHeading?: string;
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
  const idPrefix = title.toLowerCase().replace(/\W+/g, '-');
  /** Binds a filter control (ids stay `<title>-<name>`) to one of the chosen filters. */
  const filter = (key: keyof OrderFilters, name: string) => ({
    id: `${idPrefix}-${name}`,
    value: chosen[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setChosen((previous) => ({ ...previous, [key]: event.target.value || undefined })),
  });

  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <div className="filters">
        {fixed.status === undefined ? (
          <SelectField label="Status" {...filter('status', 'status')}>
            <option value="">Any status</option>
            <Options items={ORDER_STATUSES} />
          </SelectField>
        ) : null}
        {fixed.shopId === undefined ? (
          <ShopSelect label="Shop" emptyLabel="Any shop" shops={shops} {...filter('shopId', 'shop')} />
        ) : null}
        {fixed.riderId === undefined ? (
          <SelectField label="Rider" {...filter('riderId', 'rider')}>
            <option value="">Any rider</option>
            <Options items={riders} value={(rider) => rider.id} label={(rider) => rider.name} />
          </SelectField>
        ) : null}
        <TextField label="From day" type="date" {...filter('fromDay', 'from')} />
        <TextField label="To day" type="date" {...filter('toDay', 'to')} />
      </div>
      {pages.status === 'loading' ? <p role="status">Loading orders...</p> : null}
      {pages.error ? <p role="alert">{pages.error}</p> : null}
      {pages.status === 'ready' && pages.rows.length === 0 ? <p>No orders match.</p> : null}
      {pages.rows.length > 0 ? (
        <OrdersTable orders={pages.rows} caption={title} actions={actions} actionsHeading={actionsHeading} />
      ) : null}
      <CursorPager
        label={title}
        pages={pages}
        onExport={() => downloadCsv('dropwise-orders.csv', orderCsvHeaders, pages.rows.map(orderCsvRow))}
      />
    </section>
  );
}
