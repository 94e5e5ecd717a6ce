import type { ComponentType, ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ShopRecord } from '../api/shop-records';
import { useShop } from '../api/use-shop';
import { AdminLayout } from './admin-layout';

/** Renders `children` with the shop once it has loaded; says so while it loads or if it does not exist. */
export function ShopGate({
  shopId,
  children,
}: {
  shopId: string;
  children: (shop: ShopRecord) => ReactNode;
}) {
  const state = useShop(shopId);
  if (state.status === 'loading') return <p role="status">Loading shop...</p>;
  if (state.status === 'missing') {
    return (
      <p role="alert">
        This shop does not exist. <Link to="/admin/shop">Back to shops</Link>
      </p>
    );
  }
  return children(state.shop);
}

/** An admin page about the shop in the address (`:shopId`): the screen gets the shop once it is read. */
export function shopPage(title: string, Screen: ComponentType<{ record: ShopRecord }>) {
  return function ShopPage() {
    const { shopId = '' } = useParams();
    return (
      <AdminLayout title={title}>
        <ShopGate shopId={shopId}>{(shop) => <Screen record={shop} />}</ShopGate>
      </AdminLayout>
    );
  };
}
