import type { ReactNode } from 'react';
import type { OrderRecord } from '../api/order-records';

export function formatWhen(date: Date | null): string {
  return date ? date.toLocaleString() : '';
}

export function formatFare(order: OrderRecord): string {
  return order.fareAmount === null ? '' : `${order.currency} ${order.fareAmount.toFixed(2)}`;
}

/** Orders as a table; `actions` adds a column of buttons for each order. */
export function OrdersTable({
  orders,
  caption,
  actions,
}: {
  orders: OrderRecord[];
  caption: string;
  actions?: (order: OrderRecord) => ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table aria-label={caption}>
        <thead>
          <tr>
            <th>Order</th>
            <th>Status</th>
            <th>Booked</th>
            <th>Customer</th>
            <th>From</th>
            <th>To</th>
            <th>Fare</th>
            <th>Rider</th>
            {actions ? <th>Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order-id={order.id}>
              <td>
                {order.kind} {order.vehicleType ? `(${order.vehicleType})` : ''}
                <br />
                <small className="muted">{order.id}</small>
              </td>
              <td>
                <span className="admin-status">{order.status}</span>
              </td>
              <td>{formatWhen(order.createdAt)}</td>
              <td>
                {order.customerName}
                <br />
                <small>{order.customerPhone}</small>
              </td>
              <td>{order.pickup}</td>
              <td>{order.dropOff}</td>
              <td>{formatFare(order)}</td>
              <td>{order.riderName ?? ''}</td>
              {actions ? <td className="actions">{actions(order)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
