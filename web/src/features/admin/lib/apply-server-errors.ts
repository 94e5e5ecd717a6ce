import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiCallError, errorMessage } from '../api/call-api';

/** Puts the API's per-field messages next to the fields, and the overall message in a toast. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): void {
  if (error instanceof ApiCallError) {
    for (const [field, message] of Object.entries(error.fields)) {
      if (fieldNames.includes(field)) setError(field as Path<T>, { type: 'server', message });
    }
  }
  toast.error(errorMessage(error));
}
