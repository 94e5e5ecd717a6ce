import type { Coordinates } from '@domain/fares';
import type { ReversePlace } from '@domain/places';
import { useCallback, useState } from 'react';

export type LocationState = { state: 'idle' } | { state: 'locating' } | { state: 'failed'; message: string };

export const LOCATION_MESSAGES = {
  denied:
    'Location permission was denied, so we cannot fill in the pickup. Type the pickup instead, or allow location for this site in your browser settings.',
  unavailable: 'Your location is not available right now. Type the pickup instead.',
  unsupported: 'This browser cannot share your location. Type the pickup instead.',
  noPlace: 'We know no place near your location yet. Type the pickup instead.',
  lookupFailed: 'We could not look up places near you. Type the pickup instead.',
} as const;

function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/**
 * "Use my location": asks the browser for the position only when called (never on load), then
 * the nearest known place, which names the position ("Near Swargate ..., Pune (450 m away)")
 * while the position itself stays the pickup's point. Every failure becomes a message for the
 * customer, who can still type.
 */
export function useMyLocation(
  nearestPlace: (point: Coordinates) => Promise<ReversePlace | null>,
  onFound: (pickup: { address: string; coordinates: Coordinates }) => void,
) {
  const [location, setLocation] = useState<LocationState>({ state: 'idle' });

  const locate = useCallback(async () => {
    if (!('geolocation' in navigator)) {
      setLocation({ state: 'failed', message: LOCATION_MESSAGES.unsupported });
      return;
    }
    setLocation({ state: 'locating' });
    let point: Coordinates;
    try {
      point = await currentPosition();
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === 1;
      setLocation({
        state: 'failed',
        message: denied ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.unavailable,
      });
      return;
    }
    try {
      const nearest = await nearestPlace(point);
      if (!nearest) {
        setLocation({ state: 'failed', message: LOCATION_MESSAGES.noPlace });
        return;
      }
      setLocation({ state: 'idle' });
      onFound({ address: nearest.label, coordinates: point });
    } catch {
      setLocation({ state: 'failed', message: LOCATION_MESSAGES.lookupFailed });
    }
  }, [nearestPlace, onFound]);

  return { location, locate };
}
