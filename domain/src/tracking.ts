import type { VehicleCard } from './safety/rider-papers.js';
import type { OrderKind } from './booking.js';
import type { Coordinates } from './fares.js';
import type { EtaToward } from './trip-eta.js';

/**
 * A shared trip: the link a customer shares and what its public page shows. The link stops
 * working `TRACKING_LINK_AFTER_END_MS` after the order ends, or at once when the customer stops
 * sharing. The page shows no phone number, surname, customer name or ids.
 */
export const TRACKING_LINK_AFTER_END_MS = 60 * 60 * 1000;
/** The public page's note says it updates about this often: as often as the rider's app reports. */
export const TRACKING_REFRESH_MS = 10_000;
/**
 * The longest `GET /api/track/:token?after=...` holds a call open waiting for a change, and the
 * default of `DROPWISE_TRACK_HOLD_MS`: well inside the 60 s Hosting gives a rewrite to a function.
 */
export const TRACKING_HOLD_MS = 25_000;

export interface TrackedPlace {
  label: string;
  coordinates: Coordinates | null;
}

/** GET /api/track/:token's `data`. */
export interface TrackingView {
  kind: OrderKind;
  status: string;
  vehicleType: string;
  riderFirstName: string | null;
  /** The vehicle to look for, once a rider is assigned (never the rider's phone). */
  vehicle: VehicleCard | null;
  pickup: TrackedPlace;
  dropOff: TrackedPlace;
  position: { lat: number; lng: number; at: number } | null;
  eta: { minutes: number; distanceKm: number; toward: EtaToward } | null;
}

/** POST /api/orders/:id/share's `data`; `expiresAt` (epoch ms) is null until the order ends. */
export interface SharedTrip {
  url: string;
  expiresAt: number | null;
}

/** The first word of a rider's name: all the public page may say about them. */
export function firstNameOf(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const first = name.trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : null;
}
