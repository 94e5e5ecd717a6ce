import { NO_ORDER_MONEY } from './order-money';
import type { OrderView } from './order-view';

/** An assigned ride as a screen reads it, for component tests; `overrides` set what a test is about. */
export function orderViewForTests(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 'o1',
    kind: 'ride',
    status: 'assigned',
    customerUid: 'c1',
    customerName: 'Meera',
    customerPhone: '+919876543210',
    vehicleType: 'bike',
    scheduledAt: null,
    asap: true,
    createdAt: null,
    updatedAt: null,
    pickup: 'Pune Railway Station',
    dropOff: 'Shaniwar Wada',
    pickupCoordinates: { lat: 18.5289, lng: 73.8744 },
    dropOffCoordinates: { lat: 18.5195, lng: 73.8553 },
    passengers: 1,
    parcel: null,
    fare: {
      amount: 80,
      currency: 'INR',
      distanceKm: null,
      breakdown: { base: 80, distance: 0, minimumTopUp: 0, parcelSurcharge: 0 },
    },
    shopId: null,
    riderId: 'r1',
    riderName: 'Ravi',
    riderPhone: null,
    cancelReason: null,
    failReason: null,
    handoverLocked: false,
    dispatch: null,
    money: NO_ORDER_MONEY,
    assignment: null,
    cancellationFee: null,
    history: [],
    shopDelivery: null,
    ...overrides,
  };
}
