import type { VehicleCard } from '@dropwise/domain/safety/rider-papers';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { Coordinates } from '@dropwise/domain/fares';
import type { TrackedPlace, TrackingView } from '@dropwise/domain/tracking';
import { etaToward } from '@dropwise/domain/trip-eta';
import { ApiError } from '../../lib/api-error.js';

/** A token as we make them (base64url); anything else cannot name a link. */
export const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
export const noSuchTrip = () => new ApiError(404, 'not_found', 'This trip is no longer shared.');

/** What the tracking page shows of a trip, before the estimate that is computed when answering. */
export type ShownTrip = Omit<TrackingView, 'eta'>;

/** What a link shows by itself, and the rider whose position it follows now (none before or after the ride). */
export interface LinkShows {
  trip: Omit<ShownTrip, 'position'>;
  riderToFollow: string | null;
}

function place(value: unknown): TrackedPlace {
  const { label, coordinates } = (value ?? {}) as { label?: unknown; coordinates?: Coordinates | null };
  return { label: typeof label === 'string' ? label : '', coordinates: coordinates ?? null };
}

/** The link's part of the view; null when the link is unknown, stopped or past its end. */
export function linkShows(link: DocumentSnapshot, now: number): LinkShows | null {
  const expiresAt = link.get('expiresAt') as Timestamp | null | undefined;
  if (!link.exists || link.get('revoked') === true || (expiresAt && expiresAt.toMillis() <= now)) {
    return null;
  }
  const status = String(link.get('status'));
  const riderId = link.get('riderId');
  const riderFirstName = link.get('riderFirstName');
  const vehicle = link.get('vehicle') as VehicleCard | null | undefined;
  return {
    trip: {
      kind: link.get('kind') === 'ride' ? 'ride' : 'parcel',
      status,
      vehicleType: String(link.get('vehicleType')),
      riderFirstName: typeof riderFirstName === 'string' ? riderFirstName : null,
      vehicle: typeof riderId === 'string' && vehicle ? vehicle : null,
      pickup: place(link.get('pickup')),
      dropOff: place(link.get('dropOff')),
    },
    riderToFollow: etaToward(status) && typeof riderId === 'string' ? riderId : null,
  };
}

/** The rider's last fix as the page shows it; null while the rider is off duty or has none. */
export function positionIn(fix: DocumentSnapshot | undefined): TrackingView['position'] {
  const at = fix?.get('at') as Timestamp | null | undefined;
  const lat = fix?.get('lat');
  const lng = fix?.get('lng');
  return at && typeof lat === 'number' && typeof lng === 'number' ? { lat, lng, at: at.toMillis() } : null;
}
