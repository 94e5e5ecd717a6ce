import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { receiverFeePaise, type ShopDeliveryView } from '@/lib/orders/shop-delivery';

/**
 * What to collect at a shop's drop-off, said before the code step: the amount, then what it is
 * made of (the goods for the shop, and the delivery fee when the receiver pays it).
 */
export function JobCollect({ delivery }: { delivery: ShopDeliveryView }) {
  const t = useT('rider');
  const paise = usePaise();
  const fee = receiverFeePaise(delivery);
  const words = { goods: paise(delivery.codPaise), fee: paise(fee), shop: delivery.shopName };
  return (
    <div className="job-collect" role="note">
      {delivery.collectPaise > 0 ? (
        <>
          <strong className="job-collect-amount">
            {t('collectAmount', { amount: paise(delivery.collectPaise) })}
          </strong>
          <span>{fee > 0 ? t('collectGoodsAndFee', words) : t('collectGoodsOnly', words)}</span>
        </>
      ) : (
        <strong>{t('collectNothing')}</strong>
      )}
    </div>
  );
}
