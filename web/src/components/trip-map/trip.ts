import { type Coordinates, distanceKm } from '@dropwise/domain/fares';

/** One end of a trip as the screens hold it: an address and, when it was chosen, its point. */
export interface TripEnd {
  address: string;
  coordinates: Coordinates | null | undefined;
}

export interface TripPoint {
  label: string;
  coordinates: Coordinates;
}

export interface Trip {
  pickup: TripPoint;
  dropOff: TripPoint;
}

/** A trip to draw, or null when either end has no coordinates (a typed address). */
export function tripOf(pickup: TripEnd, dropOff: TripEnd): Trip | null {
  if (!pickup.coordinates || !dropOff.coordinates) return null;
  return {
    pickup: { label: pickup.address, coordinates: pickup.coordinates },
    dropOff: { label: dropOff.address, coordinates: dropOff.coordinates },
  };
}

export function tripDistanceKm(trip: Trip): number {
  return distanceKm(trip.pickup.coordinates, trip.dropOff.coordinates);
}
