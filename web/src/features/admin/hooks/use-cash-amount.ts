import { PAISE_PER_RUPEE } from '@dropwise/domain/money';
import { useCallback } from 'react';
import { useFormat } from '@/lib/i18n/use-format';

/**
 * Paise as Indian rupees with the paise shown ("₹1,250.50"): the cash screens settle to the
 * paisa, where fares elsewhere are whole rupees.
 */
export function useCashAmount(): (paise: number) => string {
  const { money } = useFormat();
  return useCallback((paise: number) => money(paise / PAISE_PER_RUPEE), [money]);
}

/** An India day (`YYYY-MM-DD`) in words ("26 Nov 2026"), read at noon India time so no zone moves it. */
export function useDay(): (day: string) => string {
  const { date } = useFormat();
  return useCallback((day: string) => date(Date.parse(`${day}T12:00:00+05:30`)), [date]);
}
