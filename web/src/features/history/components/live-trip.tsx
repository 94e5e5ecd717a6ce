import { estimateTripEta, etaToward } from '@dropwise/domain/trip-eta';
import { lazy, Suspense } from 'react';
import { TripProgress } from '@/components/trip/trip-progress';
import { useFareTable } from '@/lib/fares/fare-table';
import { useT } from '@/lib/i18n/use-t';
import { useNow } from '@/lib/trip/use-now';
import type { OrderView } from '@/lib/orders/order-view';
import { useRiderPosition } from '@/features/history/api/use-rider-position';

const TripMap = lazy(() =>
  import('@/components/trip-map/trip-map').then((module) => ({ default: module.TripMap })),
);

/**
 * The trip on the customer's order page: the map, and while a rider is on the way (assigned or
 * picked up) their live marker, the distance and the estimated minutes to where they head next.
 * The estimate is the domain's (straight line x road factor at the vehicle's city speed from the
 * fare table), the same the public tracking page gets from the server.
 */
export function LiveTrip({ order }: { order: OrderView }) {
  const toward = etaToward(order.status);
  const position = useRiderPosition(order.riderId, toward !== null);
  const table = useFareTable();
  const now = useNow();
  const t = useT('history');
  // The progress lines are the tracking area's messages: loaded here, before they are shown.
  useT('tracking');
  const target = toward === 'pickup' ? order.pickupCoordinates : order.dropOffCoordinates;
  const eta =
    toward && position && target
      ? { ...estimateTripEta(table, order.vehicleType, position, target), toward }
      : null;
  return (
    <section className="live-trip" aria-label={t('tripLabel')}>
      {toward ? <TripProgress eta={eta} positionAt={position?.at ?? null} now={now} /> : null}
      <Suspense fallback={null}>
        <TripMap
          pickup={{ address: order.pickup, coordinates: order.pickupCoordinates }}
          dropOff={{ address: order.dropOff, coordinates: order.dropOffCoordinates }}
          rider={position}
        />
      </Suspense>
    </section>
  );
}
