import { OrderReportProblem } from '@/components/complaints/order-report-problem';
import { complaintsOpen } from '@/lib/complaints/complaint-window';
import type { OrderView } from '@/lib/orders/order-view';
import { useNow } from '@/lib/trip/use-now';

/** "Report a problem" on the customer's order page, until 30 days after the order ended. */
export function OrderComplaints({ order }: { order: OrderView }) {
  const open = complaintsOpen(order, useNow(60_000));
  return open ? <OrderReportProblem orderId={order.id} /> : null;
}
