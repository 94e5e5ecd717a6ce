import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import type { MessageValues } from '@/lib/i18n/format-message';
import { type Formatters, formattersFor } from '@/lib/i18n/formatters';
import { currentLanguage, translate } from '@/lib/i18n/i18n-store';

/**
 * The words the customer's order page and the public tracking page use for a rider on the way.
 * Free of React, Firebase and zod, so the light tracking page can share them. The messages are
 * the `tracking` area's.
 */

/** Screens say the position is out of date past this age (the same 2 minutes the server uses). */
export const POSITION_STALE_AFTER_MS = 2 * 60 * 1000;

export interface EtaFigures {
  minutes: number;
  distanceKm: number;
  toward: 'pickup' | 'dropOff';
}

/**
 * The reader's language: the `tracking` messages (`useT('tracking')` in React) and the number
 * formats (`useFormat()`).
 */
export interface TripWords {
  t: (key: MessageKey<'tracking'>, values?: MessageValues) => string;
  format: Pick<Formatters, 'distanceKm'>;
}

/**
 * The active language from the store, for a caller outside React. Its catalogue must be loaded
 * first (`ensureCatalogue('tracking')`); until then a message shows as its key.
 */
export function activeTripWords(): TripWords {
  return {
    t: (key, values) => translate('tracking', key, values),
    format: formattersFor(currentLanguage()),
  };
}

/** "Rider is 1.2 km away · about 4 min" on the way to the pickup; "About 12 min to drop-off" after. */
export function etaLine(eta: EtaFigures, words: TripWords = activeTripWords()): string {
  const { t, format } = words;
  if (eta.toward === 'pickup') {
    if (eta.minutes < 1) return t('etaArrivingAtPickup');
    return t('etaToPickup', { distance: format.distanceKm(eta.distanceKm), minutes: eta.minutes });
  }
  if (eta.minutes < 1) return t('etaArrivingAtDropOff');
  return t('etaToDropOff', { minutes: eta.minutes });
}

export type Age = { seconds: number } | { minutes: number } | { hours: number };

/** How long ago, in the largest whole unit that fits: 20 seconds, 3 minutes, 2 hours. */
export function ageOf(ageMs: number): Age {
  const seconds = Math.max(0, Math.round(ageMs / 1000));
  if (seconds < 60) return { seconds };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { minutes };
  return { hours: Math.floor(minutes / 60) };
}

export function isStale(at: number, now: number): boolean {
  return now - at > POSITION_STALE_AFTER_MS;
}

/** "Updated 20 s ago", or, past 2 minutes, a line that says the position is out of date. */
export function freshnessLine(at: number, now: number, words: TripWords = activeTripWords()): string {
  const { t } = words;
  const age = ageOf(now - at);
  if (isStale(at, now)) {
    // Stale means older than 2 minutes, so never a count of seconds.
    if ('hours' in age) return t('staleHoursAgo', age);
    return t('staleMinutesAgo', { minutes: 'minutes' in age ? age.minutes : 2 });
  }
  if ('seconds' in age) return t('updatedSecondsAgo', age);
  if ('minutes' in age) return t('updatedMinutesAgo', age);
  return t('updatedHoursAgo', age);
}
