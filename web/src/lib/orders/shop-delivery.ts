import { fieldsOf, paiseOrNull, textOrNull } from '@/lib/firebase/read-record';

/** What a shop's booking adds to an order (`orders/{id}.shopDelivery`), as the screens show it. */
export interface ShopDeliveryView {
  shopName: string;
  reference: string | null;
  /** The goods' price the rider collects for the shop. */
  codPaise: number;
  feePaidBy: 'shop' | 'receiver';
  /** What the rider collects at the drop-off: estimated at booking, exact once delivered. */
  collectPaise: number;
}

/** The stored map read defensively; null on an order no shop booked. */
export function readShopDelivery(value: unknown): ShopDeliveryView | null {
  if (!value || typeof value !== 'object') return null;
  const data = fieldsOf(value);
  return {
    shopName: textOrNull(data.shopName) ?? '',
    reference: textOrNull(data.reference),
    codPaise: paiseOrNull(data.codPaise) ?? 0,
    feePaidBy: data.feePaidBy === 'receiver' ? 'receiver' : 'shop',
    collectPaise: paiseOrNull(data.collectPaise) ?? 0,
  };
}

/** The delivery fee the receiver pays with the goods (none when the shop pays it). */
export function receiverFeePaise(delivery: ShopDeliveryView): number {
  return delivery.feePaidBy === 'receiver' ? Math.max(delivery.collectPaise - delivery.codPaise, 0) : 0;
}
