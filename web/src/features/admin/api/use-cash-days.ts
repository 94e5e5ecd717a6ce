import { useAuth } from 'reactfire';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { useLoad } from '@/lib/firebase/use-load';
import { type CashDayRow, type CashFilters, loadCashDays } from './cash';

export interface CashDaysState {
  /** The rows of the latest answer; kept while the next one loads, so the table does not blink. */
  rows: CashDayRow[] | null;
  loading: boolean;
  error: { message: string; fields: Record<string, string> } | null;
}

/**
 * The cash screen's rows for the filters, read again when they or `version` change (after a
 * deposit). Null filters (a date range the form already knows is wrong) read nothing.
 */
export function useCashDays(filters: CashFilters | null, version: number): CashDaysState {
  const auth = useAuth();
  const key = filters ? JSON.stringify(filters) : null;
  const days = useLoad(
    () => (key ? loadCashDays(auth, JSON.parse(key) as CashFilters) : null),
    // `version` is no input of the read: a new one (after a deposit) asks for it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [auth, key, version],
  );
  const failure = days.loading ? null : days.error;
  return {
    rows: days.error ? null : (days.data ?? null),
    loading: days.loading,
    error: failure
      ? { message: errorMessage(failure), fields: failure instanceof ApiError ? failure.fields : {} }
      : null,
  };
}
