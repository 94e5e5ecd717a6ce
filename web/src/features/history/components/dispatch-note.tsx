import type { OrderView } from '@/lib/orders/order-view';
import { useT } from '@/lib/i18n/use-t';

/**
 * While dispatch looks for a rider for a pending order, a line saying so. The live region stays
 * on the page with nothing in it otherwise, so that the words are announced when they arrive
 * rather than only read out when someone reaches them.
 */
export function DispatchNote({ order }: { order: Pick<OrderView, 'status' | 'dispatch'> }) {
  const t = useT('history');
  const state = order.status === 'pending' ? order.dispatch?.state : undefined;
  const text =
    state === 'offering' ? t('findingRider') : state === 'no_rider' ? t('stillLookingForRider') : '';
  return (
    <p className="dispatch-note" role="status" aria-live="polite">
      {text}
    </p>
  );
}
