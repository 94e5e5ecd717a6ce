import type { Coordinates } from '@dropwise/domain/fares';
import type { ReversePlace } from '@dropwise/domain/places';
import { useCallback, useState } from 'react';

/** Why the location could not fill the pickup; the places step words each for the customer. */
export type LocationFailure = 'denied' | 'unavailable' | 'unsupported' | 'noPlace' | 'lookupFailed';

export type LocationState =
  { state: 'idle' } | { state: 'locating' } | { state: 'failed'; reason: LocationFailure };

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
 * while the position itself stays the pickup's point. Every failure has a reason to tell the
 * customer, who can still type.
 */
export function useMyLocation(
  nearestPlace: (point: Coordinates) => Promise<ReversePlace | null>,
  onFound: (pickup: { address: string; coordinates: Coordinates }) => void,
) {
  const [location, setLocation] = useState<LocationState>({ state: 'idle' });

  const locate = useCallback(async () => {
    if (!('geolocation' in navigator)) {
      setLocation({ state: 'failed', reason: 'unsupported' });
      return;
    }
    setLocation({ state: 'locating' });
    let point: Coordinates;
    try {
      point = await currentPosition();
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === 1;
      setLocation({ state: 'failed', reason: denied ? 'denied' : 'unavailable' });
      return;
    }
    try {
      const nearest = await nearestPlace(point);
      if (!nearest) {
        setLocation({ state: 'failed', reason: 'noPlace' });
        return;
      }
      setLocation({ state: 'idle' });
      onFound({ address: nearest.label, coordinates: point });
    } catch {
      setLocation({ state: 'failed', reason: 'lookupFailed' });
    }
  }, [nearestPlace, onFound]);

  return { location, locate };
}
