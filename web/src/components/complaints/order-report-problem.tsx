import type { ComplaintRequest } from '@dropwise/domain/complaints';
import { useCallback } from 'react';
import { fileComplaint, loadOrderComplaints } from '@/lib/complaints/complaints-api';
import { useGrievanceOfficer } from '@/lib/complaints/grievance-officer';
import { useAuth } from '@/lib/firebase/instances';
import { ReportProblem } from './report-problem';

/** "Report a problem" about one order, for its customer or its rider, with the grievance officer. */
export function OrderReportProblem({ orderId }: { orderId: string }) {
  const auth = useAuth();
  const officer = useGrievanceOfficer();
  const send = useCallback(
    (request: ComplaintRequest) => fileComplaint(auth, orderId, request),
    [auth, orderId],
  );
  const load = useCallback(() => loadOrderComplaints(auth, orderId), [auth, orderId]);
  return <ReportProblem send={send} load={load} officer={officer} />;
}
