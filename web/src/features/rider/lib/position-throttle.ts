import { REPORT_EVERY_MS, REPORT_MIN_GAP_MS, REPORT_MIN_MOVE_METRES } from '@dropwise/domain/rider-duty';

/** One fix from the browser's Geolocation API, as the position endpoint takes it. */
export interface PositionFix {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  /** Epoch ms of the fix. */
  at: number;
}

/** The last fix the app sent, and when (epoch ms) it sent it. */
export interface SentFix {
  fix: PositionFix;
  sentAt: number;
}

/**
 * The server refuses reports closer than REPORT_MIN_GAP_MS (2 s); a rider who moves fast still
 * waits half a second longer, so a report never spends itself on a 429.
 */
export const MIN_GAP_MS = REPORT_MIN_GAP_MS + 500;

/**
 * Metres between two fixes (equirectangular: exact enough over the few hundred metres this
 * decides on, and unlike the domain's distanceKm not rounded to 100 m).
 */
function metresBetween(a: PositionFix, b: PositionFix): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const x = radians(b.lng - a.lng) * Math.cos(radians((a.lat + b.lat) / 2));
  const y = radians(b.lat - a.lat);
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

/**
 * Whether a new fix should go to the server now: the first fix always; then at most once every
 * 10 s, or sooner when the rider has moved 50 m or more since the last report (never sooner than
 * 2.5 s after it).
 */
export function shouldReport(last: SentFix | null, next: PositionFix, now: number): boolean {
  if (!last) return true;
  const elapsed = now - last.sentAt;
  if (elapsed >= REPORT_EVERY_MS) return true;
  if (elapsed < MIN_GAP_MS) return false;
  return metresBetween(last.fix, next) >= REPORT_MIN_MOVE_METRES;
}
