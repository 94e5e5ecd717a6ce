import type { OrderView } from '../api/order-view';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(date: Date | null): string {
  return date ? dateTime.format(date) : 'just now';
}

export function scheduleText(order: OrderView): string {
  return order.asap
    ? `As soon as possible (booked ${formatWhen(order.createdAt)})`
    : formatWhen(order.scheduledAt);
}
