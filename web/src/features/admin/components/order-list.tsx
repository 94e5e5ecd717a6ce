import { ORDER_STATUSES } from '@dropwise/domain/order-lifecycle';
import { Options, SelectField, TextField } from '@/components/form';
import { type ReactNode, useId, useState } from 'react';
import { useFirestore } from '@/lib/firebase/instances';
import { type OrderFilters, orderCsvHeaders, orderCsvRow, ordersQuery } from '@/lib/orders/order-records';
import { type OrderView, toOrderView } from '@/lib/orders/order-view';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import { firestorePageReader } from '@/lib/firebase/firestore-page-reader';
import { useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { useActiveShops, useRiderChoices } from '@/features/admin/api/use-choices';
import { downloadCsv } from '@/features/admin/lib/download-csv';
import { OrdersTable } from '@/components/orders/orders-table';
import { Pager } from './pager';
import { RecordSelect } from './record-select';

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
  actions?: (order: OrderView) => ReactNode;
  actionsHeading?: string;
}) {
  const t = useT('admin');
  const labels = useDomainLabels();
  const db = useFirestore();
  const shops = useActiveShops();
  const riders = useRiderChoices();
  const [chosen, setChosen] = useState<OrderFilters>({});
  const filters = { ...chosen, ...fixed };
  const pages = useCursorPages(
    `${JSON.stringify(filters)}:${version}`,
    firestorePageReader((page) => ordersQuery(db, filters, page), toOrderView),
  );
  // Not made from the title: a title in another script would leave nothing to tell lists apart.
  const idPrefix = useId();
  /** Binds a filter control to one of the chosen filters. */
  const filter = (key: keyof OrderFilters, name: string) => ({
    id: `${idPrefix}-${name}`,
    value: chosen[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setChosen((previous) => ({ ...previous, [key]: event.target.value || undefined })),
  });

  /** The shop or rider filter, unless the list is fixed to one. */
  const recordFilter = (
    key: 'shopId' | 'riderId',
    name: string,
    records: readonly { id: string; name: string }[],
    label: string,
    anyLabel: string,
  ) =>
    fixed[key] === undefined ? (
      <RecordSelect label={label} emptyLabel={anyLabel} records={records} {...filter(key, name)} />
    ) : null;

  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <div className="filters">
        {fixed.status === undefined ? (
          <SelectField label={t('ordersStatus')} {...filter('status', 'status')}>
            <option value="">{t('ordersAnyStatus')}</option>
            <Options items={ORDER_STATUSES} label={labels.status} />
          </SelectField>
        ) : null}
        {recordFilter('shopId', 'shop', shops, t('ordersShop'), t('ordersAnyShop'))}
        {recordFilter('riderId', 'rider', riders, t('ordersRider'), t('ordersAnyRider'))}
        <TextField label={t('ordersFromDay')} type="date" {...filter('fromDay', 'from')} />
        <TextField label={t('ordersToDay')} type="date" {...filter('toDay', 'to')} />
      </div>
      {pages.status === 'loading' ? <p role="status">{t('ordersLoading')}</p> : null}
      {pages.error ? <p role="alert">{pages.error}</p> : null}
      {pages.status === 'ready' && pages.rows.length === 0 ? <p>{t('ordersNoMatch')}</p> : null}
      {pages.rows.length > 0 ? (
        <OrdersTable orders={pages.rows} caption={title} actions={actions} actionsHeading={actionsHeading} />
      ) : null}
      <Pager
        label={title}
        pages={pages}
        onExport={() => downloadCsv('dropwise-orders.csv', orderCsvHeaders, pages.rows.map(orderCsvRow))}
      />
    </section>
  );
}
