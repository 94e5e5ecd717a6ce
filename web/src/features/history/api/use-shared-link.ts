import { usePrivateOrderField } from './use-private-order-field';

/**
 * The order's tracking link while it is shared (`orders/{id}/private/share`, the customer's
 * alone), live, so the page shows it and Stop sharing after a reload too; null when not shared or
 * not readable.
 */
export function useSharedLink(orderId: string, enabled: boolean): string | null {
  return usePrivateOrderField(orderId, enabled, 'share', 'url');
}
