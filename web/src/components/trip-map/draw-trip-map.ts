import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Coordinates } from '@dropwise/domain/fares';
import type { Trip, TripPoint } from './trip';
import './trip-map.css';

export type TileState = 'off' | 'loading' | 'loaded' | 'failed';

/**
 * Tiles come from `VITE_MAP_TILE_URL` (a `{z}/{x}/{y}` template) with `VITE_MAP_TILE_ATTRIBUTION`.
 * Without a URL, or when tiles fail to load (offline, a blocked host), the markers and the line
 * still show on the plain background of the map's container.
 */
const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim() ?? '';
const TILE_ATTRIBUTION = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim() ?? '';

export const TILES_CONFIGURED = Boolean(TILE_URL);

/** What the markers are called (their titles), in the reader's language. */
export interface MarkerNames {
  /** The pickup marker's title, given the place's label. */
  pickup: (place: string) => string;
  dropOff: (place: string) => string;
  rider: string;
}

// Only for a caller that has no messages of its own to name the markers with.
const ENGLISH_NAMES: MarkerNames = {
  pickup: (place) => `Pickup: ${place}`,
  dropOff: (place) => `Drop-off: ${place}`,
  rider: 'Rider',
};

function marker(point: TripPoint, role: 'pickup' | 'dropoff', letter: string, title: string): L.Marker {
  return L.marker([point.coordinates.lat, point.coordinates.lng], {
    title,
    keyboard: true,
    icon: L.divIcon({
      className: `trip-map-marker trip-map-marker-${role}`,
      html: `<span aria-hidden="true">${letter}</span>`,
      iconSize: [28, 28],
      iconAnchor: [14, 14],
    }),
  });
}

const riderIcon = () =>
  L.divIcon({
    className: 'trip-map-marker trip-map-marker-rider',
    html: '<span aria-hidden="true">R</span>',
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });

/** A drawn trip: move the rider's marker (or take it away) without redrawing the map. */
export interface DrawnTripMap {
  setRider: (position: Coordinates | null) => void;
  remove: () => void;
}

/**
 * Draws pickup (A), drop-off (B) and the straight line between them into `element`, plus the
 * rider's marker once `setRider` gives a position. The view first fits the trip, and refits to
 * the trip and the rider whenever the rider comes near the edge of the view or leaves it. Plain Leaflet, no React, so the light
 * public tracking page draws the same map as the customer's order page.
 */
export function drawTripMap(
  element: HTMLElement,
  trip: Trip,
  onTiles: (state: TileState) => void = () => undefined,
  names: MarkerNames = ENGLISH_NAMES,
): DrawnTripMap {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(TILE_ATTRIBUTION) });
  if (TILE_URL) {
    let failed = false;
    onTiles('loading');
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 })
      .on('tileerror', () => {
        failed = true;
        onTiles('failed');
      })
      .on('load', () => !failed && onTiles('loaded'))
      .addTo(map);
  }
  const from = marker(trip.pickup, 'pickup', 'A', names.pickup(trip.pickup.label)).addTo(map);
  const to = marker(trip.dropOff, 'dropoff', 'B', names.dropOff(trip.dropOff.label)).addTo(map);
  L.polyline([from.getLatLng(), to.getLatLng()], { className: 'trip-map-line', weight: 4 }).addTo(map);
  map.fitBounds(L.latLngBounds([from.getLatLng(), to.getLatLng()]), { padding: [36, 36], maxZoom: 15 });

  let rider: L.Marker | null = null;
  return {
    setRider(position) {
      if (!position) {
        rider?.remove();
        rider = null;
        element.removeAttribute('data-rider');
        return;
      }
      const at = L.latLng(position.lat, position.lng);
      if (rider) rider.setLatLng(at);
      else rider = L.marker(at, { title: names.rider, icon: riderIcon(), zIndexOffset: 1000 }).addTo(map);
      // For tests and assistive checks: where the marker is, without reading pixels.
      element.setAttribute('data-rider', `${position.lat.toFixed(5)},${position.lng.toFixed(5)}`);
      // Refit only when the rider nears the edge of the view, so the map does not jump each report.
      if (!map.getBounds().pad(-0.1).contains(at)) {
        map.fitBounds(L.latLngBounds([from.getLatLng(), to.getLatLng(), at]), {
          padding: [36, 36],
          maxZoom: 15,
        });
      }
    },
    remove: () => map.remove(),
  };
}
