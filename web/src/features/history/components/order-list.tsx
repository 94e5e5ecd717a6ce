import { Link } from 'react-router-dom';
import { orderPath } from '@dropwise/domain/page-paths';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';
import { useOrderTimes } from './format-order';
import { StatusBadge } from './status-badge';

/** The customer's orders as cards, newest first, each linking to its page. */
export function OrderList({ orders }: { orders: OrderView[] }) {
  const t = useT('history');
  const format = useFormat();
  const { when } = useOrderTimes();
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="card order-card">
          <div className="order-card-head">
            <StatusBadge status={order.status} />
            <span className="order-card-date">{when(order.createdAt)}</span>
          </div>
          <p className="order-card-route">{t('route', { pickup: order.pickup, dropOff: order.dropOff })}</p>
          <p className="order-card-foot">
            <span>{order.fare ? format.money(order.fare.amount) : ''}</span>
            <Link
              to={orderPath(order.kind, order.id)}
              aria-label={t('viewDetailsOf', { pickup: order.pickup, dropOff: order.dropOff })}
            >
              {t('viewDetails')}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
