import type { ComponentType, ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import type { ShopRecord } from '@/features/admin/api/shop-records';
import { useShop } from '@/features/admin/api/use-shop';
import { AdminLayout } from './admin-layout';

/** Renders `children` with the shop once it has loaded; says so while it loads or if it does not exist. */
export function ShopGate({
  shopId,
  children,
}: {
  shopId: string;
  children: (shop: ShopRecord) => ReactNode;
}) {
  const t = useT('admin');
  const state = useShop(shopId);
  if (state.status === 'loading') return <p role="status">{t('shopLoading')}</p>;
  if (state.status === 'missing') {
    return (
      <p role="alert">
        {t.rich('shopMissing', { link: (chunks) => <Link to={pagePaths.shops}>{chunks}</Link> })}
      </p>
    );
  }
  return children(state.shop);
}

/**
 * An admin page about the shop in the address (`:shopId`), titled by the admin message `title`:
 * the screen gets the shop once it is read.
 */
export function shopPage(title: MessageKey<'admin'>, Screen: ComponentType<{ record: ShopRecord }>) {
  return function ShopPage() {
    const t = useT('admin');
    const { shopId = '' } = useParams();
    return (
      <AdminLayout title={t(title)}>
        <ShopGate shopId={shopId}>{(shop) => <Screen record={shop} />}</ShopGate>
      </AdminLayout>
    );
  };
}
