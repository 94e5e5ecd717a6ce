import { type Coordinates, distanceKm, type FareTable } from './fares.js';

/**
 * The default trip estimate: the straight-line distance, stretched by a road factor (streets are
 * never straight), at the vehicle's typical city speed. Both come from the fare table so admins
 * can tune them; tables saved before they existed use the defaults below. It is an estimate and
 * every screen says so; a routing engine can replace it behind the functions' routing port.
 */
export const DEFAULT_ROAD_FACTOR = 1.35;
export const DEFAULT_CITY_KMH = 18;
export const DEFAULT_CITY_KMH_BY_VEHICLE: Readonly<Record<string, number>> = {
  bike: 22,
  auto: 18,
  car: 20,
};

export interface TripEta {
  /** Whole minutes, at least 1 while the rider is not there yet. */
  minutes: number;
  /** Road distance estimated from the straight line, to 0.1 km. */
  distanceKm: number;
}

/** Where the rider is heading now: the pickup until picked up, then the drop-off. */
export type EtaToward = 'pickup' | 'dropOff';

export function roadFactorOf(table: Pick<FareTable, 'roadFactor'>): number {
  return table.roadFactor ?? DEFAULT_ROAD_FACTOR;
}

export function cityKmhOf(table: Pick<FareTable, 'vehicles'>, vehicleType: string): number {
  return table.vehicles[vehicleType]?.cityKmh ?? DEFAULT_CITY_KMH_BY_VEHICLE[vehicleType] ?? DEFAULT_CITY_KMH;
}

/** Minutes and road kilometres from `from` to `to` for this vehicle, by the table's speeds. */
export function estimateTripEta(
  table: Pick<FareTable, 'vehicles' | 'roadFactor'>,
  vehicleType: string,
  from: Coordinates,
  to: Coordinates,
): TripEta {
  const roadKm = distanceKm(from, to) * roadFactorOf(table);
  const hours = roadKm / cityKmhOf(table, vehicleType);
  const minutes = roadKm < 0.05 ? 0 : Math.max(1, Math.round(hours * 60));
  return { minutes, distanceKm: Math.round(roadKm * 10) / 10 };
}

/** The status an order is in decides where the rider is heading; null when nobody is on the way. */
export function etaToward(status: string): EtaToward | null {
  if (status === 'assigned') return 'pickup';
  if (status === 'picked_up') return 'dropOff';
  return null;
}
