import { DescriptionRow } from '@/components/description-row';
import { useReasonText } from '@/lib/i18n/use-reason-text';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import type { OrderView } from '@/lib/orders/order-view';

/**
 * A cancelled order's reason (a listed one in the reader's language; the server keeps it in
 * English words) and the fee it cost the customer, to be collected with their next trip.
 */
export function CancelledRows({ order }: { order: OrderView }) {
  const t = useT('history');
  const words = useT('cancellation');
  const paise = usePaise();
  const reasonText = useReasonText();
  if (order.status !== 'cancelled') return null;
  const fee = order.cancellationFee?.payer === 'customer' ? order.cancellationFee : null;
  return (
    <>
      {order.cancelReason ? (
        <DescriptionRow term={t('cancelledBecause')}>{reasonText(order.cancelReason)}</DescriptionRow>
      ) : null}
      {fee ? (
        <DescriptionRow term={words('feeTerm')}>
          {words('feeOnNextReceipt', { amount: paise(fee.amountPaise) })}
        </DescriptionRow>
      ) : null}
    </>
  );
}
