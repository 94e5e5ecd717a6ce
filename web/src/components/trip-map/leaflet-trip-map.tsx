import type { Coordinates } from '@domain/fares';
import { useEffect, useRef, useState } from 'react';
import { type DrawnTripMap, drawTripMap, TILES_CONFIGURED, type TileState } from './draw-trip-map';
import type { Trip } from './trip';

export default function LeafletTripMap({ trip, rider }: { trip: Trip; rider?: Coordinates | null }) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnTripMap | null>(null);
  const [tiles, setTiles] = useState<TileState>(TILES_CONFIGURED ? 'loading' : 'off');
  const riderLat = rider?.lat;
  const riderLng = rider?.lng;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    drawn.current = drawTripMap(element, trip, setTiles);
    return () => {
      drawn.current?.remove();
      drawn.current = null;
    };
  }, [trip]);

  // The rider's marker moves on the map already drawn: no redraw, no jump of the view.
  useEffect(() => {
    drawn.current?.setRider(
      riderLat === undefined || riderLng === undefined ? null : { lat: riderLat, lng: riderLng },
    );
  }, [trip, riderLat, riderLng]);

  return (
    <>
      <div
        ref={container}
        className="trip-map-canvas"
        data-tiles={tiles}
        role="region"
        aria-label={`Map: pickup ${trip.pickup.label}, drop-off ${trip.dropOff.label}${rider ? ', and the rider' : ''}`}
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
