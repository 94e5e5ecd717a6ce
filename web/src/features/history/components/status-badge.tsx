import { type OrderStatus, STATUS_LABELS } from '@domain/order-lifecycle';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-${status}`}>{STATUS_LABELS[status]}</span>;
}
