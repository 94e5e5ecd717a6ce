import { Link } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { shortOrderId } from '@/lib/orders/short-id';
import type { ShopBooked } from './shop-booking-answer';

/** Said once a delivery is booked (or found booked already): its number, and what the rider collects. */
export function ShopBookedPanel({ booked, onAnother }: { booked: ShopBooked; onAnother: () => void }) {
  const t = useT('shop');
  const paise = usePaise();
  return (
    <section className="card shop-booked" role="status">
      <h2>{booked.duplicate ? t('bookedAlready') : t('booked')}</h2>
      <p>{t('bookedOrder', { id: shortOrderId(booked.id) })}</p>
      <p>
        {booked.collectPaise > 0
          ? t('bookedCollect', { amount: paise(booked.collectPaise) })
          : t('bookedCollectNothing')}
      </p>
      <p className="actions">
        <button type="button" onClick={onAnother}>
          {t('bookAnother')}
        </button>
        <Link className="button secondary" to={pagePaths.shopOrders}>
          {t('seeOrders')}
        </Link>
      </p>
    </section>
  );
}
