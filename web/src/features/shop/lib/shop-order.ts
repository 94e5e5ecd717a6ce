import type { Coordinates } from '@dropwise/domain/fares';
import { dateOrNull, pointOrNull, textOrNull } from '@/lib/firebase/read-record';
import { type OrderView, type StoredSnapshot, toOrderView } from '@/lib/orders/order-view';

/** What a shop's booking adds to an order (`orders/{id}.shopDelivery`), as the shop's list shows it. */
export interface ShopDeliveryView {
  reference: string | null;
  codPaise: number;
  feePaidBy: 'shop' | 'receiver';
  /** What the rider collects at the drop-off: estimated at booking, exact once delivered. */
  collectPaise: number;
}

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

const paise = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
const fieldsOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A shop's order read defensively: an odd or missing field shows as empty, never as a crash. */
export function toShopOrderView(snapshot: StoredSnapshot): ShopOrderView {
  const data = fieldsOf(snapshot.data());
  const delivery = fieldsOf(data.shopDelivery);
  const proof = fieldsOf(data.deliveryProof);
  const provedAt = dateOrNull(proof.at);
  return {
    order: toOrderView(snapshot),
    delivery: {
      reference: textOrNull(delivery.reference),
      codPaise: paise(delivery.codPaise),
      feePaidBy: delivery.feePaidBy === 'receiver' ? 'receiver' : 'shop',
      collectPaise: paise(delivery.collectPaise),
    },
    proof: provedAt ? { at: provedAt, position: pointOrNull(proof.position) } : null,
  };
}
