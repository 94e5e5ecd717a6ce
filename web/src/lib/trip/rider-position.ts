import type { DocumentData } from 'firebase/firestore';

/** `riderPositions/{uid}` as the screens use it: where, how precise, and when (epoch ms of the fix). */
export interface RiderPosition {
  lat: number;
  lng: number;
  accuracy: number | null;
  at: number;
}

/** Reads a stored position defensively (written only by the position function); null when unusable. */
export function toRiderPosition(data: DocumentData | undefined): RiderPosition | null {
  if (!data) return null;
  const { lat, lng, accuracy, at } = data as Record<string, unknown>;
  const millis =
    typeof at === 'number'
      ? at
      : typeof (at as { toMillis?: unknown } | null)?.toMillis === 'function'
        ? (at as { toMillis: () => number }).toMillis()
        : null;
  if (typeof lat !== 'number' || typeof lng !== 'number' || millis === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng, accuracy: typeof accuracy === 'number' ? accuracy : null, at: millis };
}
