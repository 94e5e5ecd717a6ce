import type { TrackingView } from '@dropwise/domain/tracking';
import { ApiError } from '@/lib/api/api-error';
import { detectLanguage, ensureCatalogue, setPageLanguage, subscribeLanguage } from '@/lib/i18n/i18n-store';
import { activeTripWords, etaLine, freshnessLine, isStale } from '@/lib/trip/trip-progress-text';
import { getTrackedTrip } from './api/get-tracked-trip';
import { element, languageSwitch } from './tracking-dom';
import { trackingMap } from './tracking-map';
import { vehicleLine } from './tracking-vehicle';
import { headline, isOver, riderLine } from './tracking-words';
import './tracking.css';

/**
 * How often the page's note says it updates (TRACKING_REFRESH_MS in the domain): it shows each of
 * the rider's reports as it comes, and the rider's app reports about every 10 s.
 */
const REFRESH_MS = 10_000;
/** After a failed poll (offline, a 5xx), try again a little later. */
const RETRY_MS = 20_000;
/**
 * The next call goes out as soon as an answer comes, but never sooner than this after the last one
 * began: a server that answers without holding (one without the long poll) is not called in a loop.
 */
const MIN_CALL_GAP_MS = 1_000;

/**
 * The public tracking page (`/track/:token`), in plain DOM: no React and no Firebase, so it is light
 * on a phone on a slow network. It fills the frame of track.html (English as served) in the reader's
 * language (chosen before on this device, else the browser's), follows the trip with a long poll of
 * the tracking API (each call says what the page shows, and the server answers when that changes),
 * and loads the map (Leaflet) only once there is a trip to draw. All text goes in as text, never
 * as HTML.
 */
export function startTrackingPage(main: HTMLElement, token: string, firstCall?: Promise<Response>): void {
  // The frame comes with track.html; made here only if the HTML lacks a part.
  const part = <E extends HTMLElement>(selector: string, make: () => E): E =>
    main.querySelector<E>(selector) ?? main.appendChild(make());
  const title = part('h1', () => element('h1'));
  const status = part('.track-status', () => element('p', 'track-status'));
  const rider = part('.track-rider', () => element('p', 'track-rider'));
  const vehicle = vehicleLine(rider);
  const progress = part('.trip-progress', () => element('div', 'trip-progress'));
  const eta = part('.trip-progress-eta', () => progress.appendChild(element('p', 'trip-progress-eta')));
  const fresh = part('.trip-progress-fresh', () => progress.appendChild(element('p', 'trip-progress-fresh')));
  const figure = part('.trip-map', () => element('figure', 'trip-map'));
  const canvas = part('.trip-map-canvas', () =>
    figure.appendChild(element('div', 'trip-map-canvas trip-map-loading')),
  );
  const places = part('.track-places', () => element('dl', 'track-places'));
  const note = part('.track-note', () => element('p', 'track-note'));
  let header = document.querySelector<HTMLElement>('.track-top');
  if (!header) main.before((header = element('header', 'track-top', 'Dropwise')));
  const picker = languageSwitch(header);

  let view: TrackingView | null = null;
  let gone = false;
  /** The last poll failed: the status line says so until one succeeds. */
  let failed = false;
  let timer = 0;
  /** A call is out: a tab coming back does not start a second one beside it. */
  let calling = false;
  let lastCallAt = 0;
  const tripMap = trackingMap(figure, canvas, () => view);

  const showFreshness = () => {
    const at = view?.position?.at;
    if (!view || at === undefined || isOver(view.status)) {
      fresh.textContent = '';
      progress.hidden = !eta.textContent;
      return;
    }
    const now = Date.now();
    progress.hidden = false;
    fresh.textContent = freshnessLine(at, now);
    progress.classList.toggle('trip-progress-stale', isStale(at, now));
    if (isStale(at, now)) {
      eta.textContent = '';
      delete eta.dataset.etaMinutes;
    }
  };

  /** Every word on the page, in the active language, from what is known now. */
  const paint = () => {
    const { t } = activeTripWords();
    picker.show(t('languageLabel'));
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('pageDescription'));
    if (gone) {
      title.textContent = t('noLongerShared');
      document.title = t('pageTitle', { headline: t('noLongerSharedTitle') });
      status.textContent = t('noLongerSharedText');
      return;
    }
    note.textContent = t('refreshNote', { seconds: REFRESH_MS / 1000 });
    if (!tripMap.drawn || view) tripMap.showWords();
    if (!view) {
      title.textContent = t('loadingTrip');
      document.title = t('pageTitle', { headline: t('sharedTripTitle') });
      status.textContent = failed ? t('loadFailed') : t('sharedTrip');
      return;
    }
    const trip = view;
    title.textContent = headline(trip, t);
    document.title = t('pageTitle', { headline: headline(trip, t) });
    status.textContent = failed
      ? t('refreshFailed')
      : t(trip.kind === 'ride' ? 'sharedRide' : 'sharedParcel');
    rider.textContent = riderLine(trip, t);
    vehicle.show(trip.vehicle ?? null, t);
    places.replaceChildren(
      ...[
        [t('pickup'), trip.pickup.label],
        [t('dropOff'), trip.dropOff.label],
      ].map(([term, detail]) => {
        const row = element('div');
        row.append(element('dt', undefined, term), element('dd', undefined, detail));
        return row;
      }),
    );
    if (trip.eta && trip.position && !isStale(trip.position.at, Date.now())) {
      eta.textContent = `${etaLine(trip.eta)} `;
      eta.dataset.etaMinutes = String(trip.eta.minutes);
      eta.append(element('span', 'trip-progress-label', t('estimateLabel')));
    } else {
      eta.textContent = isOver(trip.status) || trip.position ? '' : t('waitingForPosition');
      delete eta.dataset.etaMinutes;
    }
    showFreshness();
    tripMap.draw(trip);
  };

  const render = (trip: TrackingView) => {
    view = trip;
    failed = false;
    paint();
  };

  const stopShowing = () => {
    view = null;
    gone = true;
    window.clearTimeout(timer);
    for (const part of [rider, progress, figure, places, note]) part.remove();
    vehicle.remove();
    tripMap.remove();
    paint();
  };

  const poll = () => {
    window.clearTimeout(timer);
    if (calling) return;
    calling = true;
    lastCallAt = Date.now();
    const started = firstCall;
    firstCall = undefined;
    getTrackedTrip(token, started, view ?? undefined)
      .then((trip) => {
        calling = false;
        render(trip);
        const wait = Math.max(0, lastCallAt + MIN_CALL_GAP_MS - Date.now());
        if (!isOver(trip.status)) timer = window.setTimeout(poll, wait);
      })
      .catch((error: unknown) => {
        calling = false;
        if (error instanceof ApiError && error.status === 404) {
          stopShowing();
          return;
        }
        failed = true;
        paint();
        timer = window.setTimeout(poll, RETRY_MS);
      });
  };

  const language = detectLanguage();
  setPageLanguage(language);
  // Without its messages (offline at the wrong moment) the page still follows the trip, in
  // English if those came, so a link that worked keeps working.
  const messages = ensureCatalogue('tracking', language).catch(() => ensureCatalogue('tracking', 'en'));
  // A language picked while the first messages were still on their way comes with its own.
  subscribeLanguage(() => {
    ensureCatalogue('tracking')
      .catch(() => undefined)
      .then(paint);
  });
  messages
    .catch(() => undefined)
    .then(() => {
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) stopShowing();
      else {
        paint();
        poll();
      }
      // "Updated 20 s ago" ages on screen between polls; a tab coming back refreshes at once.
      window.setInterval(showFreshness, 5_000);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && view && !isOver(view.status)) poll();
      });
    });
}
