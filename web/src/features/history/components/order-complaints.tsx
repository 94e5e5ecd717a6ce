import type { ComplaintRequest } from '@dropwise/domain/complaints';
import { useCallback } from 'react';
import { ReportProblem } from '@/components/complaints/report-problem';
import { fileComplaint, loadOrderComplaints } from '@/lib/complaints/complaints-api';
import { complaintsOpen } from '@/lib/complaints/complaint-window';
import { useGrievanceOfficer } from '@/lib/complaints/grievance-officer';
import { useAuth } from '@/lib/firebase/instances';
import type { OrderView } from '@/lib/orders/order-view';
import { useNow } from '@/lib/trip/use-now';

/** "Report a problem" on the customer's order page, until 30 days after the order ended. */
export function OrderComplaints({ order }: { order: OrderView }) {
  const open = complaintsOpen(order, useNow(60_000));
  return open ? <OpenComplaints orderId={order.id} /> : null;
}

function OpenComplaints({ orderId }: { orderId: string }) {
  const auth = useAuth();
  const officer = useGrievanceOfficer();
  const send = useCallback(
    (request: ComplaintRequest) => fileComplaint(auth, orderId, request),
    [auth, orderId],
  );
  const load = useCallback(() => loadOrderComplaints(auth, orderId), [auth, orderId]);
  return <ReportProblem send={send} load={load} officer={officer} />;
}
