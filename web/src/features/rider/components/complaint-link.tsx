import { riderComplaintPath } from '@dropwise/domain/page-paths';
import { Suspense } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { complaintsOpen } from '@/lib/complaints/complaint-window';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';

/**
 * A job's "Report a problem", while it may still be complained about (until 30 days after it
 * ended). Its words load on their own, so the job card never waits for them.
 */
export function ComplaintLink({ order }: { order: OrderView }) {
  if (!complaintsOpen(order, Date.now())) return null;
  return (
    <Suspense fallback={null}>
      <LinkToForm order={order} />
    </Suspense>
  );
}

function LinkToForm({ order }: { order: OrderView }) {
  const t = useT('complaints');
  const routed = useInRouterContext();
  const props = {
    className: 'job-complaint-link',
    'aria-label': t('riderLinkFor', { pickup: order.pickup }),
    children: t('riderLink'),
  };
  // A card drawn on its own (a component test) has no router: a plain link goes to the same page.
  return routed ? (
    <Link to={riderComplaintPath(order.id)} {...props} />
  ) : (
    <a href={riderComplaintPath(order.id)} {...props} />
  );
}
