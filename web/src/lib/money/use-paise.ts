import { useCallback } from 'react';
import type { Formatters } from '@/lib/i18n/formatters';
import { useFormat } from '@/lib/i18n/use-format';

/**
 * An amount in paise as Indian rupees in the reader's language: "₹77" for whole rupees (".00"
 * on every line of a receipt is noise), "₹77.50" when there are paise.
 */
export function formatPaise(format: Formatters, paise: number): string {
  const rupees = paise / 100;
  return Number.isInteger(paise) && paise % 100 === 0
    ? format.number(rupees, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    : format.money(rupees);
}

/** {@link formatPaise} in the active language. */
export function usePaise(): (paise: number) => string {
  const format = useFormat();
  return useCallback((paise: number) => formatPaise(format, paise), [format]);
}
