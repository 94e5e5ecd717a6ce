import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';

/** When things happened on an order, in the reader's language and in Indian time. */
export function useOrderTimes() {
  const t = useT('history');
  const format = useFormat();
  // A timestamp the server has not filled in yet is one written a moment ago.
  const when = (date: Date | null) => (date ? format.dateTime(date) : t('justNow'));
  return {
    when,
    schedule: (order: OrderView) =>
      order.asap ? t('asapBooked', { when: when(order.createdAt) }) : when(order.scheduledAt),
  };
}
