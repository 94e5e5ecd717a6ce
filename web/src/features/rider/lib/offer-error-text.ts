import { ApiError } from '@/lib/api/api-error';
import type { Translate } from '@/lib/i18n/use-t';
import { riderErrorText } from './rider-error-text';

// The API's two 409 answers share the code `conflict` and differ in their words.
const TAKEN_MESSAGE = 'Another rider took this order first.';
const ENDED_MESSAGE = 'This offer has ended.';

/**
 * A refused Accept or Decline in the rider's words. The API answers 409 (`conflict`) both for an
 * order another rider took and for an offer that ran out or was withdrawn, telling them apart by
 * its message; should that ever be some other sentence, the offer's end (as this screen counts
 * it, with a second's grace) says which it most likely was.
 */
export function offerErrorText(t: Translate<'rider'>, error: unknown, deadline: number, now: number): string {
  if (!(error instanceof ApiError)) return riderErrorText(t, error);
  if (error.status === 409) {
    if (error.message === TAKEN_MESSAGE) return t('offerTaken');
    if (error.message === ENDED_MESSAGE) return t('offerEnded');
    return deadline - now < 1000 ? t('offerEnded') : t('offerTaken');
  }
  if (error.status === 403) return t('offerNotYours');
  if (error.status === 404) return t('offerEnded');
  return riderErrorText(t, error);
}

/** The offer is gone for this rider whatever they tap next: its card should go too. */
export function offerIsOver(error: unknown): boolean {
  return error instanceof ApiError && [403, 404, 409].includes(error.status);
}
