import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const labels = useDomainLabels();
  return <span className={`status-badge status-${status}`}>{labels.status(status)}</span>;
}
