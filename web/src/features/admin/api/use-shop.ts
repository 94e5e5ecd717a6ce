import { useFirestore, useFirestoreDoc } from 'reactfire';
import { type ShopRecord, shopRef, toShopRecord } from './shop-records';

export type ShopState = { status: 'loading' } | { status: 'missing' } | { status: 'found'; shop: ShopRecord };

/** One shop, live; a refused read and a missing shop both read as missing. */
export function useShop(shopId: string): ShopState {
  const db = useFirestore();
  const shop = useFirestoreDoc(shopRef(db, shopId));
  if (shop.status === 'loading') return { status: 'loading' };
  if (shop.status === 'error' || !shop.data.exists()) return { status: 'missing' };
  return { status: 'found', shop: toShopRecord(shop.data) };
}
