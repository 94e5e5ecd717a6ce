import type { ShopRecord } from '@/features/admin/api/shop-records';

/** A rider's shop by its name; its id when the shop is not among `shops`; `none` without one. */
export function shopNameOf(shops: readonly ShopRecord[], shopId: string | null, none: string): string {
  if (!shopId) return none;
  return shops.find((shop) => shop.id === shopId)?.name ?? shopId;
}
