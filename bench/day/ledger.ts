import type { DocumentData } from 'firebase/firestore';
import type { Point } from '../dispatch/places';
import type { Trip } from './plan';

/** What the bench saw happen to each order, rider and screen: the day's one record. */
export interface Transition {
  to: string;
  sentAt: number;
  status: number;
}

export interface OrderRecord {
  index: number;
  trip: Trip;
  customer: number;
  id?: string;
  /** When POST /api/orders was sent, and when it answered 201. */
  requestedAt: number;
  bookedAt?: number;
  /** When the order's first offer reached a rider's listener, and when that offer was written. */
  firstOfferSeenAt?: number;
  firstOfferWrittenAt?: number;
  /** Riders who hold a standing offer of it now (as their listeners show). */
  standingOffers: Set<string>;
  /** Riders whose accept answered 200: more than one is a duplicate. */
  acceptedBy: string[];
  riderId?: string;
  status: 'booking' | 'unbooked' | 'pending' | 'assigned' | 'picked_up' | 'delivered' | 'failed';
  transitions: Transition[];
  deliveredAt?: number;
  /** Cash answers 201: more than one is a duplicate. */
  cashRecorded: number;
  /** Since when it has waited with no standing offer (null while one stands or once taken). */
  unofferedSince: number | null;
  /** Once flagged: it waited with no standing offer while a rider who could take it was free. */
  unmatchedWhileFree: boolean;
  shareToken?: string;
  /** When its customer pressed SOS (POST /api/orders/:id/sos sent), for the rides that do. */
  sosSentAt?: number;
}

export interface RiderRecord {
  index: number;
  uid: string;
  vehicleType: string;
  at: Point;
  onDuty: boolean;
  /**
   * The order being carried, and the offers the listener shows now, each as it reads: one that
   * came as the last trip ended stands there until the rider is free to take it.
   */
  orderId: string | null;
  offers: Map<string, DocumentData>;
  /** Since when the rider carries nothing and holds no offer (null while busy). */
  freeSince: number | null;
  /** Each position sent (`lat,lng` to 5 decimals, as the map's data-rider shows it) and when. */
  sent: Map<string, number>;
  /** Opened orders at once: more than one is a duplicate. */
  heldTwo: number;
}

export interface ScreenSample {
  screen: string;
  ms: number;
}

export const ledger = {
  orders: [] as OrderRecord[],
  byId: new Map<string, OrderRecord>(),
  riders: [] as RiderRecord[],
  /** Booking -> first offer seen; position -> marker moved; transition -> screen shows it. */
  marker: [] as ScreenSample[],
  status: [] as ScreenSample[],
  /** SOS pressed -> its alert card on the Safety desk. */
  sos: [] as ScreenSample[],
  /** Billed listener reads: source (screen or rider listener) -> collection -> documents. */
  listenerReads: new Map<string, Map<string, number>>(),
  notes: [] as string[],
  /** Orders seen waiting with no offer on the riders' screens while one stood in the store. */
  offersNotYetSeen: new Set<OrderRecord>(),
  /** What each screen reported: `marker`, `status` and `read` events. */
  screenEvents: new Map<string, Record<string, number>>(),
  /** Called when a rider's accept answers 200 (the shared page follows the first customer's trips). */
  onAssigned: undefined as ((order: OrderRecord) => void) | undefined,
};

function blankOrder(index: number, trip: Trip, customer: number): OrderRecord {
  return {
    index,
    trip,
    customer,
    requestedAt: Date.now(),
    standingOffers: new Set(),
    acceptedBy: [],
    status: 'booking',
    transitions: [],
    cashRecorded: 0,
    unofferedSince: null,
    unmatchedWhileFree: false,
  };
}

/** A new order about to be booked. */
export function newOrder(index: number, trip: Trip, customer: number): OrderRecord {
  const order = blankOrder(index, trip, customer);
  ledger.orders.push(order);
  return order;
}

/**
 * The record of an order id: a rider's listener can hear of an order before its booking has
 * answered, so an unknown id gets a stand-in, merged into the booking's record by `bindOrder`.
 */
export function recordFor(id: string): OrderRecord {
  const known = ledger.byId.get(id);
  if (known) return known;
  const standIn = blankOrder(
    -1,
    { kind: 'ride', vehicleType: '', pickup: { lat: 0, lng: 0 }, dropOff: { lat: 0, lng: 0 } },
    -1,
  );
  standIn.id = id;
  ledger.byId.set(id, standIn);
  return standIn;
}

/** The booking answered with `id`: what a listener heard before it joins the booking's record. */
export function bindOrder(order: OrderRecord, id: string): void {
  const standIn = ledger.byId.get(id);
  order.id = id;
  order.status = 'pending';
  order.unofferedSince = Date.now();
  if (standIn && standIn !== order) {
    const { index: _index, trip: _trip, customer: _customer, requestedAt: _requestedAt, ...heard } = standIn;
    Object.assign(order, heard, { status: standIn.status === 'booking' ? 'pending' : standIn.status });
    if (order.standingOffers.size > 0 || order.status !== 'pending') order.unofferedSince = null;
  }
  ledger.byId.set(id, order);
}

export function addListenerReads(source: string, collection: string, count: number): void {
  const bySource = ledger.listenerReads.get(source) ?? new Map<string, number>();
  bySource.set(collection, (bySource.get(collection) ?? 0) + count);
  ledger.listenerReads.set(source, bySource);
}

export const positionKey = (point: Point) => `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;

/** A rider frees up: no order, no offer. */
export function markFree(rider: RiderRecord, now = Date.now()): void {
  rider.freeSince = rider.orderId === null && rider.offers.size === 0 ? (rider.freeSince ?? now) : null;
}
