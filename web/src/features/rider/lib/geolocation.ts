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

/** Why no position could be had, in words for the rider. */
export function locationProblem(error: GeolocationPositionError | null): {
  refused: boolean;
  message: string;
} {
  if (!error) return { refused: false, message: 'This browser cannot share a location.' };
  if (error.code === error.PERMISSION_DENIED) {
    return {
      refused: true,
      message:
        'Location is blocked for Dropwise, so you stay off duty. To allow it, open the site settings (the icon left of the address), set Location to Allow, then switch on duty again.',
    };
  }
  return {
    refused: false,
    message:
      error.code === error.TIMEOUT
        ? 'Your position could not be found in time. Check that location is on, then try again.'
        : 'Your position could not be found. Check that location is on, then try again.',
  };
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
