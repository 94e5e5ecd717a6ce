import type { OrderKind } from '@dropwise/domain/booking';
import type { ParcelSizeBand } from '@dropwise/domain/fares';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import type { MessageKey } from './catalogue-loaders';
import { useT } from './use-t';

const statusKeys: Record<OrderStatus, MessageKey<'common'>> = {
  pending: 'statusPending',
  accepted: 'statusAccepted',
  assigned: 'statusAssigned',
  picked_up: 'statusPickedUp',
  delivered: 'statusDelivered',
  cancelled: 'statusCancelled',
  failed: 'statusFailed',
};
const kindKeys: Record<OrderKind, MessageKey<'common'>> = { ride: 'kindRide', parcel: 'kindParcel' };
const vehicleKeys: Record<string, MessageKey<'common'>> = {
  bike: 'vehicleBike',
  auto: 'vehicleAuto',
  car: 'vehicleCar',
};
const parcelKeys: Record<ParcelSizeBand, MessageKey<'common'>> = {
  small: 'parcelSmall',
  medium: 'parcelMedium',
  large: 'parcelLarge',
};

/**
 * The names of the domain's values in the active language: order statuses, ride or parcel, the
 * parcel sizes, and vehicle types. A vehicle type an admin added to the fare table has no
 * translation, so it shows the label the admin gave it.
 */
export function useDomainLabels() {
  const t = useT('common');
  return {
    status: (status: OrderStatus) => t(statusKeys[status]),
    kind: (kind: OrderKind) => t(kindKeys[kind]),
    parcelSize: (band: ParcelSizeBand) => t(parcelKeys[band]),
    vehicle: (type: string, labelInFareTable?: string) => {
      const key = vehicleKeys[type];
      return key ? t(key) : (labelInFareTable ?? type);
    },
  };
}
