import type { Coordinates } from '@dropwise/domain/fares';

/**
 * A link that opens the platform's maps app at a point: `geo:` on Android (any maps app takes
 * it), Apple Maps on iPhone and iPad, Google Maps in a browser tab anywhere else.
 */
export function mapsLink(point: Coordinates, label: string, userAgent: string): string {
  const at = `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
  if (/Android/i.test(userAgent)) return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
  if (/iPhone|iPad|iPod/i.test(userAgent))
    return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(label)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
}
