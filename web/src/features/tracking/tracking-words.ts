import type { TrackingView } from '@domain/tracking';

const VEHICLES: Record<string, string> = { bike: 'Bike', auto: 'Auto rickshaw', car: 'Car' };

/** The page's heading for where the trip is. */
export function headline({ kind, status }: Pick<TrackingView, 'kind' | 'status'>): string {
  const ride = kind === 'ride';
  switch (status) {
    case 'pending':
    case 'accepted':
      return 'Waiting for a rider';
    case 'assigned':
      return 'Rider on the way to the pickup';
    case 'picked_up':
      return ride ? 'On the way to the drop-off' : 'Parcel on its way';
    case 'delivered':
      return ride ? 'Arrived' : 'Parcel delivered';
    case 'cancelled':
      return 'This trip was cancelled';
    case 'failed':
      return 'This trip could not be completed';
    default:
      return 'Trip';
  }
}

/** "Bike · Rider Ravi", or the vehicle alone before a rider is assigned. */
export function riderLine({
  vehicleType,
  riderFirstName,
}: Pick<TrackingView, 'vehicleType' | 'riderFirstName'>) {
  const vehicle = VEHICLES[vehicleType] ?? vehicleType;
  return riderFirstName ? `${vehicle} · Rider ${riderFirstName}` : vehicle;
}

export function isOver(status: string): boolean {
  return status === 'delivered' || status === 'cancelled' || status === 'failed';
}
