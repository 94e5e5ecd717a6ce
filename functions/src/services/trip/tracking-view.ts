import type { Firestore } from 'firebase-admin/firestore';
import { type TrackingView } from '@dropwise/domain/tracking';
import { etaToward } from '@dropwise/domain/trip-eta';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { routing } from './routing-provider.js';
import { linkShows, noSuchTrip, positionIn, type ShownTrip, TOKEN } from './tracked-trip.js';
import { positionRef, trackingLinkRef } from './trip-documents.js';

/**
 * The public tracking page's answer: the link, then the rider's position while the trip is on its
 * way and the fare table for the estimate, each read now, so a stopped link answers 404 on every
 * instance at once.
 */
export async function trackTrip(db: Firestore, token: string, now = Date.now()): Promise<TrackingView> {
  if (!TOKEN.test(token)) throw noSuchTrip();
  const deadline = deadlineFromNow();
  const link = linkShows(await firestoreCall(trackingLinkRef(db, token).get(), deadline), now);
  if (!link) throw noSuchTrip();
  const position = link.riderToFollow
    ? positionIn(await firestoreCall(positionRef(db, link.riderToFollow).get(), deadline))
    : null;
  return withEta(db, { ...link.trip, position }, deadline);
}

/** The view with its estimate: the fare table read and the route asked only now, when answering. */
export async function withEta(db: Firestore, trip: ShownTrip, deadline: number): Promise<TrackingView> {
  const toward = etaToward(trip.status);
  const target =
    toward === 'pickup' ? trip.pickup.coordinates : toward === 'dropOff' ? trip.dropOff.coordinates : null;
  if (!trip.position || !target || !toward) return { ...trip, eta: null };
  const table = await currentFareTable(db, deadline);
  const estimate = await routing().estimate({
    from: trip.position,
    to: target,
    vehicleType: trip.vehicleType,
    table,
  });
  return { ...trip, eta: { ...estimate, toward } };
}
