import type { OrderHistoryEntry } from '@dropwise/domain/order-document';
import { isOrderStatus, type OrderStatus } from '@dropwise/domain/order-lifecycle';
import { dateOrNull, fieldsOf, flag, textOrNull } from '@/lib/firebase/read-record';

export interface HistoryEntryView {
  n: number;
  from: OrderStatus | null;
  to: OrderStatus;
  role: string;
  at: Date | null;
  reason: string | null;
  /** A rider took the order by accepting the offer dispatch sent them. */
  viaOffer: boolean;
}

/** One stored entry of `orders/{id}.history`, read defensively. */
export function toHistoryEntryView(value: unknown): HistoryEntryView {
  const data: { [K in keyof OrderHistoryEntry<unknown>]?: unknown } = fieldsOf(value);
  return {
    n: typeof data.n === 'number' ? data.n : 0,
    from: isOrderStatus(data.from) ? data.from : null,
    to: isOrderStatus(data.to) ? data.to : 'pending',
    role: textOrNull(fieldsOf(data.by).role) ?? '',
    at: dateOrNull(data.at),
    reason: textOrNull(data.reason),
    viaOffer: flag(data.viaOffer),
  };
}

/** The order's status changes, oldest first; an order without them reads as none. */
export function readOrderHistory(value: unknown): HistoryEntryView[] {
  if (!Array.isArray(value)) return [];
  return value.map(toHistoryEntryView).sort((a, b) => a.n - b.n);
}
