import type { Coordinates } from '@dropwise/domain/fares';
import { dateOrNull, pointOrNull } from '@/lib/firebase/read-record';
import { type OrderView, type StoredSnapshot, toOrderView } from '@/lib/orders/order-view';
import type { ShopDeliveryView } from '@/lib/orders/shop-delivery';

/** When the receiver's code was confirmed and where the rider was then (`orders/{id}.deliveryProof`). */
export interface DeliveryProofView {
  at: Date;
  position: Coordinates | null;
}

export interface ShopOrderView {
  order: OrderView;
  delivery: ShopDeliveryView;
  proof: DeliveryProofView | null;
}

const NO_DELIVERY: ShopDeliveryView = {
  shopName: '',
  reference: null,
  codPaise: 0,
  feePaidBy: 'shop',
  collectPaise: 0,
};

/** A shop's order read defensively: an odd or missing field shows as empty, never as a crash. */
export function toShopOrderView(snapshot: StoredSnapshot): ShopOrderView {
  const order = toOrderView(snapshot);
  const data = snapshot.data() ?? {};
  const proof = (data.deliveryProof ?? {}) as Record<string, unknown>;
  const provedAt = dateOrNull(proof.at);
  return {
    order,
    delivery: order.shopDelivery ?? NO_DELIVERY,
    proof: provedAt ? { at: provedAt, position: pointOrNull(proof.position) } : null,
  };
}
