import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import { ApiError } from './api-error';

/**
 * Puts the API's per-field messages next to the form's fields (only the fields the form has), in
 * the active language.
 * Answers whether any field got a message, so the caller can show the overall one elsewhere.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message: localizeFieldMessage(message) });
    shown = true;
  }
  return shown;
}
