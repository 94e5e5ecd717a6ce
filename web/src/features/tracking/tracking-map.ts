import type { Coordinates } from '@dropwise/domain/fares';
import type { Language } from '@dropwise/domain/languages';
import { PLACES_ATTRIBUTION } from '@dropwise/domain/places';
import type { TrackingView } from '@dropwise/domain/tracking';
import { currentLanguage } from '@/lib/i18n/i18n-store';
import { activeTripWords } from '@/lib/trip/trip-progress-text';
import { element } from './tracking-dom';

type MapHandle = import('@/components/trip-map/draw-trip-map').DrawnTripMap;
type DrawTripMap = typeof import('@/components/trip-map/draw-trip-map').drawTripMap;

/**
 * The tracking page's map: Leaflet is loaded only once there is a trip with both places to draw,
 * and the map is drawn again when the language changes, so its markers are named in it.
 */
export function trackingMap(
  figure: HTMLElement,
  canvas: HTMLElement,
  currentView: () => TrackingView | null,
) {
  let map: MapHandle | null = null;
  let mapState: 'waiting' | 'loading' | 'drawn' | 'failed' = 'waiting';
  let drawTripMap: DrawTripMap | null = null;
  /** The language the map's markers are named in. */
  let mapLanguage: Language | null = null;

  const showMapWords = () => {
    const { t } = activeTripWords();
    const view = currentView();
    if (mapState === 'drawn' && view) {
      canvas.setAttribute(
        'aria-label',
        t('mapOfTrip', { pickup: view.pickup.label, dropOff: view.dropOff.label }),
      );
      return;
    }
    canvas.setAttribute('aria-label', t('map'));
    canvas.textContent = t(mapState === 'failed' ? 'mapFailed' : 'mapLoading');
  };

  /** Draws the map (again) with its markers named in the active language. */
  const placeMap = (trip: TrackingView, from: Coordinates, to: Coordinates) => {
    if (!drawTripMap) return;
    const { t } = activeTripWords();
    map?.remove();
    map = drawTripMap(
      canvas,
      {
        pickup: { label: trip.pickup.label, coordinates: from },
        dropOff: { label: trip.dropOff.label, coordinates: to },
      },
      undefined,
      {
        pickup: (place) => t('mapPickupMarker', { place }),
        dropOff: (place) => t('mapDropOffMarker', { place }),
        rider: t('mapRiderMarker'),
      },
    );
    mapLanguage = currentLanguage();
    map.setRider(currentView()?.position ?? null);
  };

  const drawMap = (trip: TrackingView) => {
    const from = trip.pickup.coordinates;
    const to = trip.dropOff.coordinates;
    if (!from || !to) {
      figure.remove();
      return;
    }
    if (mapState === 'waiting') {
      mapState = 'loading';
      import('@/components/trip-map/draw-trip-map')
        .then((module) => {
          drawTripMap = module.drawTripMap;
          canvas.textContent = '';
          canvas.classList.remove('trip-map-loading');
          mapState = 'drawn';
          showMapWords();
          placeMap(trip, from, to);
          figure.appendChild(element('small', 'trip-map-attribution', PLACES_ATTRIBUTION));
        })
        .catch(() => {
          mapState = 'failed';
          showMapWords();
        });
    } else if (mapState === 'drawn' && mapLanguage !== currentLanguage()) {
      placeMap(trip, from, to);
    }
    map?.setRider(trip.position);
  };

  return {
    get drawn() {
      return mapState === 'drawn';
    },
    showWords: showMapWords,
    draw: drawMap,
    remove() {
      map?.remove();
      map = null;
    },
  };
}
