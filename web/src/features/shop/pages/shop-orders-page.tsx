import { Link } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { ShopLayout, useShopStaff } from '@/components/shop/shop-layout';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useShopOrders } from '@/features/shop/api/use-shop-orders';
import { ShopOrderCard } from '@/features/shop/components/shop-order-card';
import '@/features/shop/components/shop-screens.css';

/** /shop/orders: the shop's deliveries, newest first, live. */
export default function ShopOrdersPage() {
  const t = useT('shop');
  return (
    <ShopLayout title={t('ordersTitle')}>
      <ShopOrders />
    </ShopLayout>
  );
}

function ShopOrders() {
  const t = useT('shop');
  const { shopId } = useShopStaff();
  const [pages, setPages] = useState(1);
  const { status, orders, hasMore } = useShopOrders(shopId, pages);
  return (
    <>
      <p className="actions">
        <Link className="button" to={pagePaths.shopBook}>
          {t('navBook')}
        </Link>
        <Link className="button secondary" to={pagePaths.shopBatch}>
          {t('navBatch')}
        </Link>
      </p>
      {status === 'loading' ? <p role="status">{t('ordersLoading')}</p> : null}
      {status === 'error' ? <p role="alert">{t('ordersFailed')}</p> : null}
      {status === 'success' && orders.length === 0 ? <p>{t('ordersEmpty')}</p> : null}
      <ul className="shop-orders" aria-label={t('ordersTitle')}>
        {orders.map((view) => (
          <li key={view.order.id}>
            <ShopOrderCard view={view} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className="secondary" onClick={() => setPages(pages + 1)}>
          {t('ordersMore')}
        </button>
      ) : null}
    </>
  );
}
