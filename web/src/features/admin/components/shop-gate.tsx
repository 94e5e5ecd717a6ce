import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ShopRecord } from '../api/shop-records';
import { useShop } from '../api/use-shop';

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
