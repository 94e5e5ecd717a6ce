import type { Path } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';
import type { FareForm, FareFormValues } from './fare-form';

/**
 * Puts the server's field problems (a 400's `fields`, keyed by the same dotted paths the form's
 * fields have: `timeBands.1.from`, `vehicles.bike.baseKm`) beside the fields they name; whether
 * there were any.
 */
export function showServerFieldErrors(form: FareForm, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.fields).filter(([field]) => field !== '_');
  for (const [field, message] of fields) {
    form.setError(field as Path<FareFormValues>, { type: 'server', message });
  }
  return fields.length > 0;
}
