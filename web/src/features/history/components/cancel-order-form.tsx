import { DEFAULT_CANCELLATION_TERMS } from '@dropwise/domain/cancellation-terms';
import { Suspense } from 'react';
import { useAuth } from '@/lib/firebase/instances';
import { useFareTable } from '@/lib/fares/fare-table';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { OrderView } from '@/lib/orders/order-view';
import { atPickup } from '@/lib/orders/use-cancellation-fee';
import { cancelOrder } from '@/features/history/api/cancel-order';
import { useRiderPosition } from '@/features/history/api/use-rider-position';
import { CancelOrderFields } from './cancel-order-fields';

/**
 * Cancel, shown while the order may still be cancelled: the fee is previewed from the fare
 * table's terms and, once a rider holds the order, their live position (at the pickup, they are
 * not late however long it took).
 */
export function CancelOrderForm({ order }: { order: OrderView }) {
  // Its words come with the page's, so the form does not wait for them when it appears.
  void ensureCatalogue('cancellation');
  return (
    <Suspense fallback={null}>
      <LiveCancelOrderForm order={order} />
    </Suspense>
  );
}

function LiveCancelOrderForm({ order }: { order: OrderView }) {
  const auth = useAuth();
  const terms = useFareTable().cancellation ?? DEFAULT_CANCELLATION_TERMS;
  const position = useRiderPosition(order.riderId, order.status === 'assigned');
  return (
    <CancelOrderFields
      order={order}
      circumstances={{ terms, riderAtPickup: atPickup(position, order.pickupCoordinates) }}
      send={(reason) => cancelOrder(auth, order.id, reason)}
    />
  );
}
