import { CURRENCY } from '@dropwise/domain/fares';
import { useCallback } from 'react';
import { useFormat } from '@/lib/i18n/use-format';

/**
 * Fares in whole rupees, as the fare table and the orders keep them ("₹120", "₹1,250"; "₹१२०" in
 * Marathi): paise would only ever print as ".00".
 */
export function useMoney() {
  const f = useFormat();
  return useCallback(
    (amount: number, currency: string = CURRENCY) =>
      f.number(amount, { style: 'currency', currency, maximumFractionDigits: 0 }),
    [f],
  );
}
