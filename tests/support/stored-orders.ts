import { bookedOrderState } from '@dropwise/domain/booked-order-state';
import { type OrderDocument, type OrderHistoryEntry } from '@dropwise/domain/order-document';
import { Timestamp } from 'firebase/firestore';

export type StoredOrder = OrderDocument<Timestamp>;
export type StoredHistoryEntry = OrderHistoryEntry<Timestamp>;

/** Leaves out the fields set to undefined, as the store cannot hold them. */
function present<T extends object>(document: T): T {
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== undefined)) as T;
}

/**
 * An order as the booking stores it (a pending ride, booked now), for tests that seed the store
 * directly; `fields` set what a test is about. A field set to undefined is left out, as on an
 * order anonymised before tombstones, which has no `customerUid`.
 */
export function storedOrder(fields: Partial<StoredOrder> = {}): StoredOrder {
  const now = Timestamp.now();
  return present<StoredOrder>({
    kind: 'ride',
    customerUid: 'customer-1',
    customerName: 'Asha',
    customerPhone: '+919876543210',
    vehicleType: 'bike',
    scheduledAt: now,
    asap: true,
    pickup: { address: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
    dropOff: { address: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
    passengers: 1,
    parcel: null,
    ...bookedOrderState(),
    fare: {
      amount: 100,
      currency: 'INR',
      distanceKm: 2.5,
      perKm: 12,
      breakdown: { base: 30, distance: 30, minimumTopUp: 40, parcelSurcharge: 0 },
      tableVersion: 1,
    },
    requestId: '6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f',
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

/** A history entry as a status change stores it (the booking's entry 0 unless `fields` say else). */
export function storedHistoryEntry(fields: Partial<StoredHistoryEntry> = {}): StoredHistoryEntry {
  return present<StoredHistoryEntry>({
    n: 0,
    from: null,
    to: 'pending',
    by: { uid: 'customer-1', role: 'customer' },
    at: Timestamp.now(),
    reason: null,
    ...fields,
  });
}
