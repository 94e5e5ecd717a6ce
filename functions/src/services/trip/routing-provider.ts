import type { Coordinates, FareTable } from '@dropwise/domain/fares';
import { estimateTripEta, type TripEta } from '@dropwise/domain/trip-eta';

export interface RouteQuery {
  from: Coordinates;
  to: Coordinates;
  vehicleType: string;
  /** The fare table in force: its road factor and per-vehicle city speeds. */
  table: FareTable;
}

/**
 * The one port trip estimates go through, as place search has its own. The default adapter
 * estimates from the straight line (@dropwise/domain/trip-eta, which the web uses too); a routing engine
 * can be another adapter, chosen where `routing()` is.
 */
export interface RoutingProvider {
  readonly name: string;
  estimate(query: RouteQuery): Promise<TripEta>;
}

export class StraightLineRouting implements RoutingProvider {
  readonly name = 'straight-line';

  estimate({ from, to, vehicleType, table }: RouteQuery): Promise<TripEta> {
    return Promise.resolve(estimateTripEta(table, vehicleType, from, to));
  }
}

const straightLine = new StraightLineRouting();

/** The provider trip estimates use. */
export function routing(): RoutingProvider {
  return straightLine;
}
