import type { OrderView } from '@/lib/orders/order-view';
import { useT } from '@/lib/i18n/use-t';

/**
 * While dispatch looks for a rider for a pending order, a line saying so. The live region stays
 * on the page with nothing in it otherwise, so that the words are announced when they arrive
 * rather than only read out when someone reaches them.
 */
export function DispatchNote({ order }: { order: Pick<OrderView, 'status' | 'dispatch'> }) {
  const t = useT('history');
  const dispatch = order.status === 'pending' ? order.dispatch : null;
  const text =
    dispatch?.state === 'offering'
      ? t('findingRider')
      : dispatch?.state === 'waiting' && dispatch.waitingFor === 'rider'
        ? t('waitingForRider')
        : dispatch?.state === 'no_rider'
          ? t('stillLookingForRider')
          : '';
  return (
    <p className="dispatch-note" role="status" aria-live="polite">
      {text}
    </p>
  );
}
