import type { PositionFix } from './position-throttle';

/** A browser fix as the position endpoint takes it (accuracy capped at what the server accepts). */
export function fixOf(position: GeolocationPosition): PositionFix {
  return {
    lat: position.coords.latitude,
    lng: position.coords.longitude,
    accuracy: Math.min(Math.round(position.coords.accuracy), 1_000),
    // The fix's own time, but never ahead of this clock (the server refuses fixes from the future).
    at: Math.min(Math.round(position.timestamp), Date.now()),
  };
}

export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 5_000,
  timeout: 30_000,
};

/** Why no position could be had: the rider's screen says each in the rider's language. */
export type LocationProblem = 'unsupported' | 'blocked' | 'timeout' | 'unavailable';

export function locationProblem(error: GeolocationPositionError | null): LocationProblem {
  if (!error) return 'unsupported';
  if (error.code === error.PERMISSION_DENIED) return 'blocked';
  return error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
}

/** Asks for one fix: the browser shows its permission prompt the first time. */
export function currentFix(): Promise<PositionFix> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(fixOf(position)),
      reject,
      LOCATION_OPTIONS,
    );
  });
}
