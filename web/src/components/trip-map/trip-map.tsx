import type { Coordinates } from '@dropwise/domain/fares';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { type TripEnd, tripDistanceKm, tripOf } from './trip';
import './trip-map.css';

/*
 * Screens load this module lazily (`lazy(() => import(...))`) and Leaflet loads lazily from
 * here, so neither adds a file to what the app's entry chunk must know about, and pages without
 * a map never download either.
 */
const LeafletTripMap = lazy(() => import('./leaflet-trip-map'));

interface TripProps {
  pickup: TripEnd;
  dropOff: TripEnd;
}

/**
 * Pickup and drop-off on a map with the straight line between them and its length, and the
 * rider's marker when a position is given (it moves as the position changes); nothing when either
 * end has no coordinates.
 */
export function TripMap({ pickup, dropOff, rider }: TripProps & { rider?: Coordinates | null }) {
  const t = useT('common');
  const f = useFormat();
  const trip = useMemo(
    () => tripOf(pickup, dropOff),
    // Orders arrive as new objects on every snapshot; redraw only when a point or label changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify([pickup, dropOff])],
  );
  if (!trip) return null;
  return (
    <figure className="trip-map">
      <Suspense fallback={<div className="trip-map-canvas trip-map-loading">{t('mapLoading')}</div>}>
        <LeafletTripMap trip={trip} rider={rider} />
      </Suspense>
      <figcaption>
        {t.rich('mapDistance', {
          distance: f.distanceKm(tripDistanceKm(trip)),
          from: trip.pickup.label,
          to: trip.dropOff.label,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
        <small className="trip-map-attribution">{t('placesAttribution')}</small>
      </figcaption>
    </figure>
  );
}

/** A "Map" disclosure for a table row: the map (and Leaflet) load only when it is opened. */
export function TripMapDisclosure({ pickup, dropOff, subject }: TripProps & { subject: string }) {
  const t = useT('common');
  const [open, setOpen] = useState(false);
  if (!pickup.coordinates || !dropOff.coordinates) return null;
  return (
    <details className="trip-map-disclosure" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={t('mapOf', { subject })}>{t('mapOpen')}</summary>
      {open ? <TripMap pickup={pickup} dropOff={dropOff} /> : null}
    </details>
  );
}
