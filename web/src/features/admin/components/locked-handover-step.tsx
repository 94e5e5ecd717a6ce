import { needsHandoverCode } from '@dropwise/domain/handover';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';
import { OrderReasonDialog } from './cancel-order-dialog';

/** The step a locked handover code holds back: a ride's start or a parcel's delivery. */
export function lockedStep(order: OrderView): OrderStatus | null {
  if (!order.handoverLocked) return null;
  if (order.kind === 'ride' && order.status === 'assigned') return 'picked_up';
  if (order.kind === 'parcel' && order.status === 'picked_up') return 'delivered';
  return null;
}

/**
 * After too many wrong handover codes only an admin may take the step the code guards, and only
 * with a reason (kept in the order's history). Nothing shows for an order that is not locked.
 */
export function LockedHandoverStep({
  order,
  onComplete,
}: {
  order: OrderView;
  onComplete: (to: OrderStatus, reason: string) => Promise<void>;
}) {
  const t = useT('admin');
  const to = lockedStep(order);
  if (!to || !needsHandoverCode(order.kind, to)) return null;
  const step = { step: to, orderId: order.id };
  return (
    <OrderReasonDialog
      orderId={order.id}
      onConfirm={(reason) => onComplete(to, reason)}
      words={{
        button: t('lockedStepButton', step),
        buttonName: t('lockedStepButtonName', step),
        title: t('lockedStepButton', step),
        confirm: t('lockedStepConfirm', step),
        keep: t('lockedStepKeep'),
        tone: 'primary',
      }}
    />
  );
}
