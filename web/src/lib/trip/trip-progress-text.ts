/**
 * The words the customer's order page and the public tracking page use for a rider on the way.
 * Pure and free of Firebase and zod, so the light tracking page can share them.
 */

/** Screens say the position is out of date past this age (the same 2 minutes the server uses). */
export const POSITION_STALE_AFTER_MS = 2 * 60 * 1000;

export interface EtaFigures {
  minutes: number;
  distanceKm: number;
  toward: 'pickup' | 'dropOff';
}

function minutesText(minutes: number): string {
  return minutes < 1 ? 'under a minute' : `${minutes} min`;
}

/** "Rider is 1.2 km away · about 4 min" on the way to the pickup; "About 12 min to drop-off" after. */
export function etaLine(eta: EtaFigures): string {
  if (eta.toward === 'pickup') {
    if (eta.minutes < 1) return 'Rider is arriving at the pickup';
    return `Rider is ${eta.distanceKm.toFixed(1)} km away · about ${minutesText(eta.minutes)}`;
  }
  if (eta.minutes < 1) return 'Arriving at the drop-off';
  return `About ${minutesText(eta.minutes)} to drop-off`;
}

/** How long ago, in the largest whole unit that fits: "20 s", "3 min", "2 h". */
export function ageText(ageMs: number): string {
  const seconds = Math.max(0, Math.round(ageMs / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}

export function isStale(at: number, now: number): boolean {
  return now - at > POSITION_STALE_AFTER_MS;
}

/** "Updated 20 s ago", or, past 2 minutes, a line that says the position is out of date. */
export function freshnessLine(at: number, now: number): string {
  const age = ageText(now - at);
  return isStale(at, now)
    ? `Position out of date: the rider's last report was ${age} ago`
    : `Updated ${age} ago`;
}
