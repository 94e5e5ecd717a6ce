import { lazy, Suspense, useState } from 'react';
import { type Trip, tripDistanceKm } from './trip';
import './trip-map.css';

// Leaflet and its CSS load with the first map shown, never with the pages that show none.
const LeafletTripMap = lazy(() => import('./leaflet-trip-map'));

/** Pickup and drop-off on a map with the straight line between them and its length. */
export function TripMap({ trip }: { trip: Trip }) {
  const km = tripDistanceKm(trip);
  return (
    <figure className="trip-map">
      <Suspense fallback={<div className="trip-map-canvas trip-map-loading">Loading the map...</div>}>
        <LeafletTripMap trip={trip} />
      </Suspense>
      <figcaption>
        Straight-line distance: <strong>{km} km</strong> from {trip.pickup.label} to {trip.dropOff.label}
      </figcaption>
    </figure>
  );
}

/** A "Map" disclosure for a table row: the map (and Leaflet) load only when it is opened. */
export function TripMapDisclosure({ trip, subject }: { trip: Trip | null; subject: string }) {
  const [open, setOpen] = useState(false);
  if (!trip) return null;
  return (
    <details className="trip-map-disclosure" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={`Map of ${subject}`}>Map</summary>
      {open ? <TripMap trip={trip} /> : null}
    </details>
  );
}
