import type { SosRequest } from '@dropwise/domain/safety/sos';

/** How long an SOS waits for the phone's position before it goes without one. */
export const SOS_LOCATE_MS = 3_000;
/** The largest accuracy the SOS endpoint takes, in metres. */
const MAX_ACCURACY_M = 100_000;

export type SosFix = Pick<SosRequest, 'lat' | 'lng' | 'accuracy'>;

/**
 * Where the phone is, for an SOS: one fix within SOS_LOCATE_MS, else null (no geolocation, refused,
 * too slow). The browser's own timeout does not run while its permission prompt is open, so a timer
 * of ours ends the wait too: help is never held up for a position.
 */
export function sosPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<SosFix | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), SOS_LOCATE_MS);
    const settle = (fix: SosFix | null) => {
      clearTimeout(timer);
      resolve(fix);
    };
    geolocation.getCurrentPosition(
      ({ coords }) =>
        settle({
          lat: coords.latitude,
          lng: coords.longitude,
          accuracy: Math.min(Math.max(coords.accuracy, 0), MAX_ACCURACY_M),
        }),
      () => settle(null),
      { enableHighAccuracy: true, timeout: SOS_LOCATE_MS, maximumAge: 60_000 },
    );
  });
}
