import { Fragment, type ReactNode } from 'react';
import type { OrderRecord } from '../../lib/orders/order-records';
import { ColumnHeads } from '../column-heads';
import './orders-table.css';

export function formatWhen(date: Date | null): string {
  return date ? date.toLocaleString() : '';
}

export function formatFare(order: OrderRecord): string {
  return order.fareAmount === null ? '' : `${order.currency} ${order.fareAmount.toFixed(2)}`;
}

const COLUMNS = ['Order', 'Status', 'Booked', 'Customer', 'From', 'To', 'Fare', 'Rider'] as const;

/**
 * Orders as a table; below 640 px wide each row becomes a stacked card whose cells are labelled
 * by their column (`data-label`, drawn by CSS). `actions` adds a column of controls for each order;
 * a row with a `rowNote` (handled while the admin was working on the list) keeps its place and
 * shows the note instead of its controls. `detail` adds a full-width line under an order's row
 * (room for a per-order map or notes).
 */
export function OrdersTable({
  orders,
  caption,
  actions,
  actionsHeading = 'Actions',
  rowNote,
  detail,
}: {
  orders: OrderRecord[];
  caption: string;
  actions?: (order: OrderRecord) => ReactNode;
  actionsHeading?: string;
  rowNote?: (order: OrderRecord) => string | null;
  detail?: (order: OrderRecord) => ReactNode;
}) {
  const columnCount = COLUMNS.length + (actions ? 1 : 0);
  return (
    <div className="table-scroll">
      <table aria-label={caption} className="stack-table">
        <ColumnHeads labels={actions ? [...COLUMNS, actionsHeading] : COLUMNS} />
        <tbody>
          {orders.map((order) => {
            const note = rowNote?.(order) ?? null;
            const extra = detail?.(order);
            return (
              <Fragment key={order.id}>
                <tr data-order-id={order.id} className={note ? 'row-gone' : undefined}>
                  <td data-label="Order">
                    {order.kind} {order.vehicleType ? `(${order.vehicleType})` : ''}
                    <br />
                    <small className="muted order-id">{order.id}</small>
                  </td>
                  <td data-label="Status">
                    <span className="admin-status">{order.status}</span>
                  </td>
                  <td data-label="Booked">{formatWhen(order.createdAt)}</td>
                  <td data-label="Customer">
                    {order.customerName}
                    <br />
                    <small>{order.customerPhone}</small>
                  </td>
                  <td data-label="From">{order.pickup}</td>
                  <td data-label="To">{order.dropOff}</td>
                  <td data-label="Fare">{formatFare(order)}</td>
                  <td data-label="Rider">{order.riderName ?? ''}</td>
                  {actions ? (
                    <td data-label={actionsHeading} className="row-actions">
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
    </div>
  );
}
