import { FINAL_STATUSES, type OrderStatus, STATUS_LABELS } from '@domain/order-lifecycle';
import toast from 'react-hot-toast';
import { useAuth, useUser } from 'reactfire';
import { ApiError, errorMessage } from '../../../lib/api/api-error';
import type { OrderRecord } from '../../../lib/orders/order-records';
import { transitionOrder } from '../../../lib/orders/transition-order';
import { useLiveOrders } from '../../../lib/orders/use-live-orders';
import { DutySwitch } from '../components/duty-switch';
import { FinishedJobs } from '../components/finished-jobs';
import { JobCard, type MoveRequest } from '../components/job-card';
import { RiderLayout } from '../components/rider-layout';
import { useDuty } from '../hooks/use-duty';
import '../components/rider.css';

/**
 * /rider: the rider's work screen (signed in at /alogin), phone first. The duty switch at the top
 * (position reports while on duty), the current job as a large card, later jobs below it and
 * finished ones last (a short list), all live. Steps go through POST /api/orders/:id/transition.
 */
export default function RiderOrdersPage() {
  return (
    <RiderLayout title="My deliveries">
      <RiderWork />
    </RiderLayout>
  );
}

function RiderWork() {
  const { data: user } = useUser();
  return user ? <RiderWorkScreen riderId={user.uid} /> : null;
}

/** Picked-up jobs first (someone is on board or a parcel is in the bag), then oldest assigned. */
function jobOrder(a: OrderRecord, b: OrderRecord): number {
  const rank = (order: OrderRecord) => (order.status === 'picked_up' ? 0 : 1);
  return rank(a) - rank(b) || (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0);
}

function RiderWorkScreen({ riderId }: { riderId: string }) {
  const auth = useAuth();
  const duty = useDuty(auth, riderId);
  const live = useLiveOrders({ riderId });
  const isFinal = (order: OrderRecord) => FINAL_STATUSES.includes(order.status as OrderStatus);
  const open = live.orders.filter((order) => !isFinal(order)).sort(jobOrder);
  const done = live.orders.filter(isFinal);
  const [current, ...later] = open;

  const move = async (order: OrderRecord, { to, reason, handoverCode }: MoveRequest) => {
    try {
      await transitionOrder(auth, order.id, {
        to,
        ...(reason ? { reason } : {}),
        ...(handoverCode ? { handoverCode } : {}),
      });
      toast.success(`Order marked ${STATUS_LABELS[to].toLowerCase()}`);
    } catch (error) {
      // A wrong or locked code is said next to the code field; everything else in a toast.
      const byTheField = error instanceof ApiError && (error.status === 422 || error.status === 423);
      if (!byTheField) toast.error(errorMessage(error));
      throw error;
    }
  };

  return (
    <div className="rider-work">
      <DutySwitch
        onDuty={duty.onDuty}
        step={duty.step}
        message={duty.message}
        lastSentAt={duty.reporting.lastSentAt}
        onToggle={duty.toggle}
        onConfirm={duty.confirm}
        onCancel={duty.cancel}
      />
      {duty.reporting.problem ? (
        <p className="duty-message" role="alert">
          {duty.reporting.problem}
        </p>
      ) : null}
      <section aria-labelledby="current-heading">
        <h2 id="current-heading">Current job</h2>
        {live.status === 'loading' ? <p role="status">Loading your jobs...</p> : null}
        {live.status === 'error' ? <p role="alert">Your jobs could not be loaded.</p> : null}
        {live.status === 'success' && !current ? <p>No jobs are assigned to you right now.</p> : null}
        {current ? <JobCard order={current} current onMove={move} /> : null}
      </section>
      {later.length > 0 ? (
        <section aria-labelledby="later-heading">
          <h2 id="later-heading">Later jobs</h2>
          {later.map((order) => (
            <JobCard key={order.id} order={order} current={false} onMove={move} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="done-heading">
        <h2 id="done-heading">Finished</h2>
        {done.length > 0 ? <FinishedJobs orders={done} /> : <p>Nothing finished yet.</p>}
      </section>
    </div>
  );
}
