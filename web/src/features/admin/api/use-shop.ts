import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { type ShopRecord, shopRef, toShopRecord } from './shop-records';

export type ShopState = { status: 'loading' } | { status: 'missing' } | { status: 'found'; shop: ShopRecord };

/** One shop, live; a refused read and a missing shop both read as missing. */
export function useShop(shopId: string): ShopState {
  const live = useLive(shopRef(useFirestore(), shopId), (snapshot) =>
    snapshot.exists() ? toShopRecord(snapshot) : null,
  );
  if (live.status === 'loading') return live;
  return live.status === 'success' && live.data
    ? { status: 'found', shop: live.data }
    : { status: 'missing' };
}
