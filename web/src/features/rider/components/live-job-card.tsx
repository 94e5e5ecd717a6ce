import type { ComponentProps } from 'react';
import { useOrderReceiver } from '@/lib/firebase/use-order-receiver';
import { JobCard } from './job-card';

/**
 * A job card with what it reads live beside the order: a shop's receiver, kept off the order,
 * read while the job is the rider's (assigned or picked up).
 */
export function LiveJobCard(props: Omit<ComponentProps<typeof JobCard>, 'shopReceiver'>) {
  const { order } = props;
  const open = order.status === 'assigned' || order.status === 'picked_up';
  const shopReceiver = useOrderReceiver(order.id, order.shopDelivery !== null && open);
  return <JobCard {...props} shopReceiver={shopReceiver} />;
}
