import type { Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import type { Translate } from '@/lib/i18n/use-t';
import type { ShopBookingFormInput } from './shop-booking-schema';

/** What booking answered: the order, whether it was booked already, and what the rider collects. */
export interface ShopBooked {
  id: string;
  duplicate: boolean;
  collectPaise: number;
}

/** The API's field names, as the form names the same fields. */
const formFieldOf: Record<string, Path<ShopBookingFormInput>> = {
  reference: 'reference',
  'receiver.name': 'receiverName',
  'receiver.phone': 'receiverPhone',
  receiver: 'receiverName',
  dropOff: 'dropOff.address',
  'dropOff.address': 'dropOff.address',
  'dropOff.placeId': 'dropOff.address',
  'dropOff.coordinates': 'dropOff.address',
  sizeBand: 'sizeBand',
  note: 'note',
  codPaise: 'cod',
  feePaidBy: 'feePaidBy',
};

/** Puts the server's field messages by the form's fields, in the reader's language; false when none fit. */
export function showServerFields(error: unknown, setError: UseFormSetError<ShopBookingFormInput>): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = formFieldOf[name];
    if (!field) continue;
    setError(field, { type: 'server', message: localizeFieldMessage(message) });
    shown = true;
  }
  return shown;
}

/** A refusal with no field to show it by; after a failure on the way, Book is safe to press again. */
export function bookingProblem(error: unknown, t: Translate<'shop'>): string {
  if (!(error instanceof ApiError)) return t('bookFailed');
  if (error.status === 0 || error.status >= 500) return t('bookRetrySafe', { problem: errorMessage(error) });
  return errorMessage(error);
}
