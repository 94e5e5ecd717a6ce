import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';
import { ApiError, errorMessage } from '../../../lib/api/api-error';
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
  const [state, setState] = useState<CashDaysState>({ rows: null, loading: true, error: null });
  const key = filters ? JSON.stringify(filters) : null;
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadCashDays(auth, JSON.parse(key) as CashFilters)
      .then((rows) => current && setState({ rows, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!current) return;
        const fields = error instanceof ApiError ? error.fields : {};
        setState({ rows: null, loading: false, error: { message: errorMessage(error), fields } });
      });
    return () => {
      current = false;
    };
  }, [auth, key, version]);
  return state;
}
