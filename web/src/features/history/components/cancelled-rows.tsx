import { cancelReasonCode } from '@dropwise/domain/cancellation-fee';
import { DescriptionRow } from '@/components/description-row';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import type { OrderView } from '@/lib/orders/order-view';

/** A stored reason for the reader: a listed one in their language, their own words as written. */
export function useReasonText(): (reason: string) => string {
  const words = useT('cancellation');
  return (reason) => {
    const code = cancelReasonCode(reason);
    return code ? words(`reason_${code}`) : reason;
  };
}

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
