import { complaintWindowOpen } from '@dropwise/domain/complaints';
import type { OrderView } from '@/lib/orders/order-view';

/**
 * Whether the screens offer a complaint form on an order at `now`: while it is open and for 30
 * days after it ended (its delivery, else its last change). The server checks again.
 */
export function complaintsOpen(
  order: Pick<OrderView, 'status' | 'updatedAt' | 'money'>,
  now: number,
): boolean {
  const ended = order.money.deliveredAt ?? order.updatedAt;
  return complaintWindowOpen({ status: order.status, endedAt: ended?.getTime() ?? null }, now);
}
