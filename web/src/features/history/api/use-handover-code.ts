import { usePrivateOrderField } from './use-private-order-field';

const isHandoverCode = (value: string) => /^\d{4}$/.test(value);

/**
 * The order's 4-digit handover code (`orders/{id}/private/handover`, readable by the order's
 * customer alone), live; null while it loads or when there is none (orders booked before codes).
 */
export function useHandoverCode(orderId: string, enabled: boolean): string | null {
  return usePrivateOrderField(orderId, enabled, 'handover', 'code', isHandoverCode);
}
