import { Link } from 'react-router-dom';
import { pagePaths, shopRidersPath } from '@dropwise/domain/page-paths';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { ShopRecord } from '@/features/admin/api/shop-records';
import { OrderList } from '@/features/admin/components/order-list';
import { shopPage } from '@/features/admin/components/shop-gate';

/** /admin/shop/:shopId: a shop's details and the orders its riders carry. */
export default shopPage('shopTitle', ShopDetail);

function ShopDetail({ record }: { record: ShopRecord }) {
  const t = useT('admin');
  const { number } = useFormat();
  const shopId = record.id;
  return (
    <>
      <section className="card" aria-label={t('shopDetails')}>
        <h2>{record.name}</h2>
        <dl>
          <dt>{t('recordsPhone')}</dt>
          <dd>{record.phone}</dd>
          <dt>{t('shopAddress')}</dt>
          <dd>{t('shopAddressInCity', { address: record.address, city: record.city })}</dd>
          <dt>{t('recordsStatus')}</dt>
          <dd>{record.active ? t('recordsActive') : t('recordsDeactivated')}</dd>
          <dt>{t('recordsRiders')}</dt>
          <dd>{number(record.riderCount)}</dd>
        </dl>
        <p className="actions">
          <Link to={shopRidersPath(shopId)}>{t('shopManageRiders')}</Link>
          <Link to={`${pagePaths.manageShops}?shopId=${shopId}`}>{t('shopEdit')}</Link>
        </p>
      </section>
      <OrderList title={t('shopOrders')} fixed={{ shopId }} />
    </>
  );
}
