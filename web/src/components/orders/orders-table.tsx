import { Fragment, type ReactNode } from 'react';
import { useMoney } from '@/lib/fares/use-money';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';
import { ColumnHeads } from '@/components/column-heads';
import '@/components/stack-table.css';
import './orders-table.css';
import { TableScroll } from '@/components/table-scroll';

/**
 * Orders as a table; below 640 px wide each row becomes a stacked card whose cells are labelled
 * by their column (`data-label`, drawn by CSS). `actions` adds a column of controls for each order;
 * a row with a `rowNote` (handled while the admin was working on the list) keeps its place and
 * shows the note instead of its controls. `statusNote` adds a line under an order's status (where
 * dispatch stands with it, say). `detail` adds a full-width line under an order's row (room for a
 * per-order map or notes).
 */
export function OrdersTable({
  orders,
  caption,
  actions,
  actionsHeading,
  rowNote,
  statusNote,
  detail,
}: {
  orders: OrderView[];
  caption: string;
  actions?: (order: OrderView) => ReactNode;
  actionsHeading?: string;
  rowNote?: (order: OrderView) => string | null;
  statusNote?: (order: OrderView) => ReactNode;
  detail?: (order: OrderView) => ReactNode;
}) {
  const t = useT('common');
  const f = useFormat();
  const money = useMoney();
  const labels = useDomainLabels();
  const column = {
    order: t('ordersOrder'),
    status: t('ordersStatus'),
    booked: t('ordersBooked'),
    customer: t('ordersCustomer'),
    from: t('ordersFrom'),
    to: t('ordersTo'),
    fare: t('ordersFare'),
    rider: t('ordersRider'),
  };
  const actionsLabel = actionsHeading ?? t('ordersActions');
  const columns = Object.values(column);
  const columnCount = columns.length + (actions ? 1 : 0);
  const kindOf = (order: OrderView) => {
    const kind = labels.kind(order.kind);
    return order.vehicleType
      ? t('orderKindAndVehicle', { kind, vehicle: labels.vehicle(order.vehicleType) })
      : kind;
  };
  return (
    <TableScroll label={caption}>
      <table aria-label={caption} className="stack-table">
        <ColumnHeads labels={actions ? [...columns, actionsLabel] : columns} />
        <tbody>
          {orders.map((order) => {
            const note = rowNote?.(order) ?? null;
            const extra = detail?.(order);
            return (
              <Fragment key={order.id}>
                <tr data-order-id={order.id} className={note ? 'row-gone' : undefined}>
                  <td data-label={column.order}>
                    {kindOf(order)}
                    <br />
                    <small className="muted order-id">{order.id}</small>
                  </td>
                  <td data-label={column.status}>
                    <span className="admin-status">{labels.status(order.status)}</span>
                    {statusNote?.(order)}
                  </td>
                  <td data-label={column.booked}>{order.createdAt ? f.dateTime(order.createdAt) : ''}</td>
                  <td data-label={column.customer}>
                    {order.customerName}
                    <br />
                    <small>{order.customerPhone}</small>
                  </td>
                  <td data-label={column.from}>{order.pickup}</td>
                  <td data-label={column.to}>{order.dropOff}</td>
                  <td data-label={column.fare}>
                    {order.fare ? money(order.fare.amount, order.fare.currency) : ''}
                  </td>
                  <td data-label={column.rider}>{order.riderName ?? ''}</td>
                  {actions ? (
                    <td data-label={actionsLabel} className="row-actions">
                      {note ? <span className="row-note">{note}</span> : actions(order)}
                    </td>
                  ) : null}
                </tr>
                {extra ? (
                  <tr className="order-detail" data-detail-for={order.id}>
                    <td colSpan={columnCount}>{extra}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
