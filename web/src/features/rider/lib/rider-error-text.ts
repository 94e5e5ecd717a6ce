import { ApiError } from '@/lib/api/api-error';
import type { Translate } from '@/lib/i18n/use-t';
import { isConnectionProblem } from './send-failure';

/**
 * A failed call in the rider's language, by the API's error code rather than its English words.
 * The wrong-code answer carries the attempts left only in its message ("… 4 attempts left."), so
 * the number is read from there. `about` tells a refused position (off duty) from a refused step
 * (the order moved on meanwhile), which share the 409.
 */
export function riderErrorText(
  t: Translate<'rider'>,
  error: unknown,
  about: 'step' | 'position' = 'step',
): string {
  if (isConnectionProblem(error)) return t('errorUnreachable');
  if (!(error instanceof ApiError)) return t('errorGeneric');
  switch (error.code) {
    case 'wrong_handover_code': {
      const left = /(\d+) attempts? left/.exec(error.message)?.[1];
      return left === undefined ? t('wrongCodeAgain') : t('wrongCode', { attemptsLeft: Number(left) });
    }
    case 'handover_locked':
      return t('stepLocked');
    case 'validation_failed':
      return error.fields.handoverCode ? t('enterCode') : t('errorGeneric');
    case 'unauthenticated':
      return t('errorSessionEnded');
    case 'forbidden':
      return t('errorNotYours');
    case 'not_found':
      return t('errorNoOrder');
    case 'conflict':
      return about === 'position' ? t('errorOffDuty') : t('errorOrderMoved');
  }
  if (error.status === 429) return t('errorTooMany');
  if (error.status >= 500) return t('errorServer');
  return t('errorGeneric');
}
