import { PLACES_ATTRIBUTION } from '@domain/places';
import type { TrackingView } from '@domain/tracking';
import { ApiError } from '../../lib/api/api-error';
import { etaLine, freshnessLine, isStale } from '../../lib/trip/trip-progress-text';
import { getTrackedTrip } from './api/get-tracked-trip';
import { headline, isOver, riderLine } from './tracking-words';
import './tracking.css';

/** About every 10 s, as the link's page promises (TRACKING_REFRESH_MS in the domain). */
const REFRESH_MS = 10_000;
/** After a failed poll (offline, a 5xx), try again a little later. */
const RETRY_MS = 20_000;

type MapHandle = import('../../components/trip-map/draw-trip-map').DrawnTripMap;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The public tracking page (`/track/:token`), in plain DOM: no React and no Firebase, so it is light
 * on a phone on a slow network. It fills the server-rendered frame of track.html, polls the
 * tracking API about every 10 s, and loads the map (Leaflet) only once there is a trip to draw.
 * All text goes in as text, never as HTML.
 */
export function startTrackingPage(main: HTMLElement, token: string, firstCall?: Promise<Response>): void {
  // The frame comes with track.html; made here only if the HTML lacks a part.
  const part = <E extends HTMLElement>(selector: string, make: () => E): E =>
    main.querySelector<E>(selector) ?? main.appendChild(make());
  const title = part('h1', () => element('h1'));
  const status = part('.track-status', () => element('p', 'track-status'));
  const rider = part('.track-rider', () => element('p', 'track-rider'));
  const progress = part('.trip-progress', () => element('div', 'trip-progress'));
  const eta = part('.trip-progress-eta', () => progress.appendChild(element('p', 'trip-progress-eta')));
  const fresh = part('.trip-progress-fresh', () => progress.appendChild(element('p', 'trip-progress-fresh')));
  const figure = part('.trip-map', () => element('figure', 'trip-map'));
  const canvas = part('.trip-map-canvas', () =>
    figure.appendChild(element('div', 'trip-map-canvas trip-map-loading')),
  );
  const places = part('.track-places', () => element('dl', 'track-places'));
  const note = part('.track-note', () => element('p', 'track-note'));

  let view: TrackingView | null = null;
  let map: MapHandle | null = null;
  let mapLoading = false;
  let timer = 0;

  const showFreshness = () => {
    const at = view?.position?.at;
    if (!view || at === undefined || isOver(view.status)) {
      fresh.textContent = '';
      progress.hidden = !eta.textContent;
      return;
    }
    progress.hidden = false;
    fresh.textContent = freshnessLine(at, Date.now());
    progress.classList.toggle('trip-progress-stale', isStale(at, Date.now()));
    if (isStale(at, Date.now())) {
      eta.textContent = '';
      delete eta.dataset.etaMinutes;
    }
  };

  const drawMap = (trip: TrackingView) => {
    const from = trip.pickup.coordinates;
    const to = trip.dropOff.coordinates;
    if (!from || !to) {
      figure.remove();
      return;
    }
    if (!map && !mapLoading) {
      mapLoading = true;
      import('../../components/trip-map/draw-trip-map')
        .then(({ drawTripMap }) => {
          canvas.textContent = '';
          canvas.classList.remove('trip-map-loading');
          canvas.setAttribute(
            'aria-label',
            `Map: pickup ${trip.pickup.label}, drop-off ${trip.dropOff.label}`,
          );
          map = drawTripMap(canvas, {
            pickup: { label: trip.pickup.label, coordinates: from },
            dropOff: { label: trip.dropOff.label, coordinates: to },
          });
          map.setRider(view?.position ?? null);
          figure.appendChild(element('small', 'trip-map-attribution', PLACES_ATTRIBUTION));
        })
        .catch(() => {
          canvas.textContent = 'The map could not be loaded.';
        });
    }
    map?.setRider(trip.position);
  };

  const render = (trip: TrackingView) => {
    view = trip;
    title.textContent = headline(trip);
    document.title = `${headline(trip)} · Dropwise`;
    status.textContent = trip.kind === 'ride' ? 'A shared Dropwise ride' : 'A shared Dropwise parcel';
    rider.textContent = riderLine(trip);
    places.replaceChildren(
      ...[
        ['Pickup', trip.pickup.label],
        ['Drop-off', trip.dropOff.label],
      ].map(([term, detail]) => {
        const row = element('div');
        row.append(element('dt', undefined, term), element('dd', undefined, detail));
        return row;
      }),
    );
    if (trip.eta && trip.position && !isStale(trip.position.at, Date.now())) {
      eta.textContent = `${etaLine(trip.eta)} `;
      eta.dataset.etaMinutes = String(trip.eta.minutes);
      eta.append(element('span', 'trip-progress-label', '(estimate)'));
    } else {
      eta.textContent =
        isOver(trip.status) || trip.position ? '' : 'Waiting for the rider\u2019s position...';
      delete eta.dataset.etaMinutes;
    }
    showFreshness();
    drawMap(trip);
  };

  const gone = () => {
    view = null;
    window.clearTimeout(timer);
    title.textContent = 'This trip is no longer shared';
    document.title = 'Trip no longer shared · Dropwise';
    status.textContent =
      'The person who shared it stopped sharing, or the trip ended more than an hour ago. Ask them for a new link if you still need it.';
    for (const part of [rider, progress, figure, places, note]) part.remove();
    map?.remove();
    map = null;
  };

  const poll = () => {
    window.clearTimeout(timer);
    const started = firstCall;
    firstCall = undefined;
    getTrackedTrip(token, started)
      .then((trip) => {
        render(trip);
        if (!isOver(trip.status)) timer = window.setTimeout(poll, REFRESH_MS);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          gone();
          return;
        }
        status.textContent = view
          ? 'Could not refresh just now; trying again shortly.'
          : 'The trip could not be loaded just now; trying again shortly.';
        timer = window.setTimeout(poll, RETRY_MS);
      });
  };

  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) gone();
  else poll();
  // "Updated 20 s ago" ages on screen between polls; a tab coming back refreshes at once.
  window.setInterval(showFreshness, 5_000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && view && !isOver(view.status)) poll();
  });
}
