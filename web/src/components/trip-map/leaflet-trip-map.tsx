import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { Trip, TripPoint } from './trip';

type TileState = 'off' | 'loading' | 'loaded' | 'failed';

/**
 * Tiles come from `VITE_MAP_TILE_URL` (a `{z}/{x}/{y}` template) with `VITE_MAP_TILE_ATTRIBUTION`.
 * Without a URL, or when tiles fail to load (offline, a blocked host), the markers and the line
 * still show on the plain background of the map's container.
 */
const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim() ?? '';
const TILE_ATTRIBUTION = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim() ?? '';

function marker(point: TripPoint, role: 'pickup' | 'dropoff', letter: string, name: string): L.Marker {
  return L.marker([point.coordinates.lat, point.coordinates.lng], {
    title: `${name}: ${point.label}`,
    keyboard: true,
    icon: L.divIcon({
      className: `trip-map-marker trip-map-marker-${role}`,
      html: `<span aria-hidden="true">${letter}</span>`,
      iconSize: [28, 28],
      iconAnchor: [14, 14],
    }),
  });
}

export default function LeafletTripMap({ trip }: { trip: Trip }) {
  const container = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<TileState>(TILE_URL ? 'loading' : 'off');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(TILE_ATTRIBUTION) });
    if (TILE_URL) {
      let failed = false;
      L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 })
        .on('tileerror', () => {
          failed = true;
          setTiles('failed');
        })
        .on('load', () => !failed && setTiles('loaded'))
        .addTo(map);
    }
    const from = marker(trip.pickup, 'pickup', 'A', 'Pickup').addTo(map);
    const to = marker(trip.dropOff, 'dropoff', 'B', 'Drop-off').addTo(map);
    L.polyline([from.getLatLng(), to.getLatLng()], { className: 'trip-map-line', weight: 4 }).addTo(map);
    map.fitBounds(L.latLngBounds([from.getLatLng(), to.getLatLng()]), { padding: [36, 36], maxZoom: 15 });
    return () => {
      map.remove();
    };
  }, [trip]);

  return (
    <>
      <div
        ref={container}
        className="trip-map-canvas"
        data-tiles={tiles}
        role="region"
        aria-label={`Map: pickup ${trip.pickup.label}, drop-off ${trip.dropOff.label}`}
      />
      {tiles === 'failed' || tiles === 'off' ? (
        <p className="trip-map-note">
          {tiles === 'failed'
            ? 'Map tiles could not be loaded; the trip is drawn on a plain background.'
            : 'The trip is drawn on a plain background.'}
        </p>
      ) : null}
    </>
  );
}
