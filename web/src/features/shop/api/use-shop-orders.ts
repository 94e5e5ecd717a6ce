import { ORDERS, orderPrivatePath } from '@dropwise/domain/collections';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { textOrNull } from '@/lib/firebase/read-record';
import { type ShopOrderView, toShopOrderView } from '@/features/shop/lib/shop-order';

export const SHOP_ORDERS_PAGE_SIZE = 10;

/** The path of the field that names the shop that booked an order (not `shopId`, a rider's shop). */
const BOOKED_BY_SHOP = 'shopDelivery.shopId';
/** `orders/{id}/private/receiver`: the receiver's name and phone, which the order itself leaves out. */
const RECEIVER_DOCUMENT = 'receiver';

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

/** Who the parcel is for: kept apart from the order, for the shop's staff and the rider on it. */
export function useReceiver(orderId: string): { name: string; phone: string } | null {
  const db = useFirestore();
  const live = useLive(doc(db, orderPrivatePath(orderId), RECEIVER_DOCUMENT), (snapshot) => {
    const name = textOrNull(snapshot.get('name'));
    const phone = textOrNull(snapshot.get('phone'));
    return name && phone ? { name, phone } : null;
  });
  return live.status === 'success' ? live.data : null;
}
