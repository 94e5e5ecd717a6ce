import { NO_ORDER_MONEY } from './order-money';
import type { OrderRecord } from './order-records';

/** An assigned ride as a screen reads it, for component tests; `overrides` set what a test is about. */
export function orderRecordForTests(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 'o1',
    kind: 'ride',
    status: 'assigned',
    customerUid: 'c1',
    customerName: 'Meera',
    customerPhone: '+919876543210',
    vehicleType: 'bike',
    pickup: 'Pune Railway Station',
    dropOff: 'Shaniwar Wada',
    pickupCoordinates: { lat: 18.5289, lng: 73.8744 },
    dropOffCoordinates: { lat: 18.5195, lng: 73.8553 },
    fareAmount: 80,
    currency: 'INR',
    shopId: null,
    riderId: 'r1',
    riderName: 'Ravi',
    createdAt: null,
    receiverName: null,
    receiverPhone: null,
    handoverLocked: false,
    dispatch: null,
    money: NO_ORDER_MONEY,
    ...overrides,
  };
}
