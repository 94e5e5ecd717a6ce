import { ORDERS } from '@dropwise/domain/collections';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { type ShopOrderView, toShopOrderView } from '@/features/shop/lib/shop-order';

export const SHOP_ORDERS_PAGE_SIZE = 10;

/** The path of the field that names the shop that booked an order (not `shopId`, a rider's shop). */
const BOOKED_BY_SHOP = 'shopDelivery.shopId';

/**
 * The shop's orders, newest first, live: `pages` pages are shown, and one order more is read to
 * tell whether there is another page. (Index: shopDelivery.shopId, createdAt desc.)
 */
export function useShopOrders(shopId: string, pages: number) {
  const db = useFirestore();
  const shown = pages * SHOP_ORDERS_PAGE_SIZE;
  const live = useLive(
    query(
      collection(db, ORDERS),
      where(BOOKED_BY_SHOP, '==', shopId),
      orderBy('createdAt', 'desc'),
      limit(shown + 1),
    ),
    (snapshot): ShopOrderView[] => snapshot.docs.map(toShopOrderView),
  );
  const orders = live.status === 'success' ? live.data : [];
  return { status: live.status, orders: orders.slice(0, shown), hasMore: orders.length > shown };
}
