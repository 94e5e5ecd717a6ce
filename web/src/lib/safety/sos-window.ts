import { sosWindowOpen } from '@dropwise/domain/safety/sos';
import type { OrderView } from '@/lib/orders/order-view';

/**
 * Whether the order's customer or rider may raise an SOS at `now`: while a rider has it, and for
 * 30 minutes after a trip that had one ended (its last change, `updatedAt`, is when it ended).
 */
export function sosAvailable(
  order: Pick<OrderView, 'status' | 'riderId' | 'updatedAt'>,
  now: number,
): boolean {
  return sosWindowOpen(
    { status: order.status, hadRider: order.riderId !== null, endedAt: order.updatedAt?.getTime() ?? null },
    now,
  );
}
