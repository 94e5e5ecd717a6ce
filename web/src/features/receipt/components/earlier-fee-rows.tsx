import type { EarlierFee } from '@dropwise/domain/money';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { shortOrderId } from '@/lib/orders/short-id';

/** The cancellation fees of earlier orders this trip collected, each its own line of the fare table. */
export function EarlierFeeRows({ fees }: { fees: readonly EarlierFee[] }) {
  const t = useT('receipt');
  const paise = usePaise();
  return fees.map((fee) => (
    <tr key={fee.orderId} className="receipt-earlier-fee">
      <th scope="row">{t('earlierFee', { id: shortOrderId(fee.orderId) })}</th>
      <td>{paise(fee.amountPaise)}</td>
    </tr>
  ));
}
