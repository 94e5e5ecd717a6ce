import type { Coordinates } from '@dropwise/domain/fares';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import {
  type DrawnTripMap,
  drawTripMap,
  type MarkerNames,
  TILES_CONFIGURED,
  type TileState,
} from './draw-trip-map';
import type { Trip } from './trip';

export default function LeafletTripMap({ trip, rider }: { trip: Trip; rider?: Coordinates | null }) {
  const t = useT('common');
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnTripMap | null>(null);
  const [tiles, setTiles] = useState<TileState>(TILES_CONFIGURED ? 'loading' : 'off');
  const riderLat = rider?.lat;
  const riderLng = rider?.lng;
  const names = useMemo<MarkerNames>(
    () => ({
      pickup: (place) => t('mapPickupMarker', { place }),
      dropOff: (place) => t('mapDropOffMarker', { place }),
      rider: t('mapRiderMarker'),
    }),
    [t],
  );

  // Drawn again for another trip, or when the language changes the markers' names.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    drawn.current = drawTripMap(element, trip, setTiles, names);
    return () => {
      drawn.current?.remove();
      drawn.current = null;
    };
  }, [trip, names]);

  // The rider's marker moves on the map already drawn: no redraw, no jump of the view.
  useEffect(() => {
    drawn.current?.setRider(
      riderLat === undefined || riderLng === undefined ? null : { lat: riderLat, lng: riderLng },
    );
  }, [trip, names, riderLat, riderLng]);

  const where = { pickup: trip.pickup.label, dropOff: trip.dropOff.label };
  return (
    <>
      <div
        ref={container}
        className="trip-map-canvas"
        data-tiles={tiles}
        role="region"
        aria-label={rider ? t('mapRegionWithRider', where) : t('mapRegion', where)}
      />
      {tiles === 'failed' || tiles === 'off' ? (
        <p className="trip-map-note">{tiles === 'failed' ? t('mapTilesFailed') : t('mapPlain')}</p>
      ) : null}
    </>
  );
}
