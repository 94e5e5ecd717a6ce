import type { TrackingView } from '@dropwise/domain/tracking';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import type { TripWords } from '@/lib/trip/trip-progress-text';

type Say = TripWords['t'];

const vehicles: Record<string, MessageKey<'tracking'>> = {
  bike: 'vehicleBike',
  auto: 'vehicleAuto',
  car: 'vehicleCar',
};

/** The page's heading for where the trip is. */
export function headline({ kind, status }: Pick<TrackingView, 'kind' | 'status'>, t: Say): string {
  const ride = kind === 'ride';
  switch (status) {
    case 'pending':
    case 'accepted':
      return t('headlineWaitingForRider');
    case 'assigned':
      return t('headlineToPickup');
    case 'picked_up':
      return t(ride ? 'headlineToDropOff' : 'headlineParcelOnItsWay');
    case 'delivered':
      return t(ride ? 'headlineArrived' : 'headlineParcelDelivered');
    case 'cancelled':
      return t('headlineCancelled');
    case 'failed':
      return t('headlineFailed');
    default:
      return t('headlineTrip');
  }
}

/**
 * "Bike · Rider Ravi", or the vehicle alone before a rider is assigned. A vehicle type an admin
 * added to the fare table has no translation, so it shows as stored.
 */
export function riderLine(
  { vehicleType, riderFirstName }: Pick<TrackingView, 'vehicleType' | 'riderFirstName'>,
  t: Say,
): string {
  const key = vehicles[vehicleType];
  const vehicle = key ? t(key) : vehicleType;
  return riderFirstName ? t('riderLine', { vehicle, name: riderFirstName }) : vehicle;
}

export function isOver(status: string): boolean {
  return status === 'delivered' || status === 'cancelled' || status === 'failed';
}
