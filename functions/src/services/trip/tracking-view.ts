import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Coordinates } from '@dropwise/domain/fares';
import { type TrackedPlace, type TrackingView } from '@dropwise/domain/tracking';
import { etaToward } from '@dropwise/domain/trip-eta';
import { ApiError } from '../../lib/api-error.js';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { routing } from './routing-provider.js';
import { positionRef, trackingLinkRef } from './trip-documents.js';

/** A token as we make them (base64url); anything else cannot name a link. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
const noSuchTrip = () => new ApiError(404, 'not_found', 'This trip is no longer shared.');

function place(value: unknown): TrackedPlace {
  const { label, coordinates } = (value ?? {}) as { label?: unknown; coordinates?: Coordinates | null };
  return { label: typeof label === 'string' ? label : '', coordinates: coordinates ?? null };
}

/**
 * The public tracking page's answer: the link, then the rider's position while the trip is on its
 * way and the fare table for the estimate, each read now, so a stopped link answers 404 on every
 * instance at once.
 */
export async function trackTrip(db: Firestore, token: string, now = Date.now()): Promise<TrackingView> {
  if (!TOKEN.test(token)) throw noSuchTrip();
  const deadline = deadlineFromNow();
  const link = await firestoreCall(trackingLinkRef(db, token).get(), deadline);
  const expiresAt = link.get('expiresAt') as Timestamp | null | undefined;
  if (!link.exists || link.get('revoked') === true || (expiresAt && expiresAt.toMillis() <= now)) {
    throw noSuchTrip();
  }
  const status = String(link.get('status'));
  const vehicleType = String(link.get('vehicleType'));
  const pickup = place(link.get('pickup'));
  const dropOff = place(link.get('dropOff'));
  const riderId = link.get('riderId');
  const toward = etaToward(status);

  let position: TrackingView['position'] = null;
  if (toward && typeof riderId === 'string') {
    const fix = await firestoreCall(positionRef(db, riderId).get(), deadline);
    const at = fix.get('at') as Timestamp | null | undefined;
    const lat = fix.get('lat');
    const lng = fix.get('lng');
    if (at && typeof lat === 'number' && typeof lng === 'number') position = { lat, lng, at: at.toMillis() };
  }

  let eta: TrackingView['eta'] = null;
  const target = toward === 'pickup' ? pickup.coordinates : toward === 'dropOff' ? dropOff.coordinates : null;
  if (position && target && toward) {
    const table = await currentFareTable(db, deadline);
    const estimate = await routing().estimate({ from: position, to: target, vehicleType, table });
    eta = { ...estimate, toward };
  }
  return {
    kind: link.get('kind') === 'ride' ? 'ride' : 'parcel',
    status,
    vehicleType,
    riderFirstName: typeof link.get('riderFirstName') === 'string' ? link.get('riderFirstName') : null,
    pickup,
    dropOff,
    position,
    eta,
  };
}
