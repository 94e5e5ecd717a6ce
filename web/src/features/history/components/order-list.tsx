import { formatMoney } from '@domain/fares';
import { Link } from 'react-router-dom';
import type { OrderView } from '../api/order-view';
import { formatWhen } from './format-order';
import { StatusBadge } from './status-badge';

/** The customer's orders as cards, newest first, each linking to its page. */
export function OrderList({ orders, basePath }: { orders: OrderView[]; basePath: string }) {
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="card order-card">
          <div className="order-card-head">
            <StatusBadge status={order.status} />
            <span className="order-card-date">{formatWhen(order.createdAt)}</span>
          </div>
          <p className="order-card-route">
            {order.pickup} → {order.dropOff}
          </p>
          <p className="order-card-foot">
            <span>{order.fare ? formatMoney(order.fare.amount, order.fare.currency) : ''}</span>
            <Link
              to={`${basePath}/${order.id}`}
              aria-label={`View details of the order from ${order.pickup} to ${order.dropOff}`}
            >
              View details
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
