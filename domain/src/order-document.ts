import type { VehicleCard } from './safety/rider-papers.js';
import type { OrderKind, ParcelDetails } from './booking.js';
import type { DispatchState } from './dispatch.js';
import type { Coordinates, OrderFare } from './fares.js';
import type { PaymentMethod, Settlement } from './money.js';
import type { ShopDelivery } from './shops/shop-booking.js';
import type { OrderRole, OrderStatus } from './order-lifecycle.js';

/**
 * `orders/{id}` as the functions store it (docs/booking.md, "Data"; the money fields in
 * docs/money.md). Only the functions write them; the web and the
 * tests read them through these shapes. `Time` is the store's timestamp type, which differs
 * between the Admin SDK and the web SDK, so each side names its own.
 */

/** Who acts on an order, as the lifecycle sees them. */
export interface OrderActor {
  uid: string;
  role: OrderRole;
}

/** A parcel as stored: a shop's parcel has no receiver fields (they are private to the shop). */
export type StoredParcel = Omit<ParcelDetails, 'receiverName' | 'receiverPhone'> &
  Partial<Pick<ParcelDetails, 'receiverName' | 'receiverPhone'>>;

/** A pickup or drop-off as stored: the address always, the point when the customer chose one. */
export interface StoredPlace {
  address: string;
  coordinates: Coordinates | null;
}

// The maps below that the functions update field by field (`dispatch.offered`, `payment.flagged`)
// are type aliases, not interfaces: the SDKs type such dotted paths only for plain object types.

/** `orders/{id}.dispatch`: where automatic dispatch stands (`OrderDispatch` is the screens' view). */
export type StoredOrderDispatch<Time> = {
  state: DispatchState;
  /** With `waiting`: a scheduled ride's start (absent on older orders) or the next free rider. */
  waitingFor?: 'start' | 'rider';
  round: number;
  rounds: number;
  offered: number;
  until: Time | null;
};

/** How the order is paid; the collection fields come once the rider records the cash. */
export type StoredOrderPayment<Time> = {
  method: PaymentMethod;
  collectedPaise?: number;
  collectedAt?: Time;
  /** The amount collected differed from what was due. */
  flagged?: boolean;
};

export interface OrderDocument<Time> {
  kind: OrderKind;
  /**
   * A tombstone (`deleted-<random>`) once the customer deleted their account; absent on orders
   * anonymised before tombstones.
   */
  customerUid?: string;
  /** The customer's name and phone and the request id go when they delete their account. */
  customerName?: string;
  customerPhone?: string | null;
  vehicleType: string;
  /** When the customer wants it; for "as soon as possible" the booking time, with `asap` true. */
  scheduledAt: Time;
  asap: boolean;
  pickup: StoredPlace;
  dropOff: StoredPlace;
  /** Rides only; parcels carry no passengers. */
  passengers: number | null;
  /** A shop's parcels keep the receiver in `private/receiver`, not here. */
  parcel: StoredParcel | null;
  status: OrderStatus;
  fare: OrderFare;
  /**
   * The shop a shop booked it for (it stays, whoever takes it); on a customer's order, the shop
   * of the rider it is assigned to.
   */
  shopId: string | null;
  /** Only on an order a shop booked. */
  shopDelivery?: ShopDelivery;
  /** A shop's delivery: when it was delivered and the rider's last known position then. */
  deliveryProof?: { at: Time; position: Coordinates | null };
  riderId: string | null;
  riderName: string | null;
  riderPhone: string | null;
  /** The assigned rider's vehicle as the customer is shown it; absent on orders assigned before. */
  riderVehicle?: VehicleCard | null;
  requestId?: string;
  /** Every status change, oldest first (older orders: after `npm run orders:fold-history`). */
  history?: OrderHistoryEntry<Time>[];
  /** How many history entries exist: the next one's `n`. */
  historyCount: number;
  /** Counted in `bookingLimits/{uid}.open` while open; absent on orders booked before the count. */
  countedOpen?: boolean;
  createdAt: Time;
  updatedAt: Time;
  cancelledBy: OrderActor | null;
  cancelReason: string | null;
  failedBy: OrderActor | null;
  failReason: string | null;
  /** Wrong handover codes so far, and whether they locked the step (absent on older orders). */
  handoverAttempts?: number;
  handoverLocked?: boolean;
  /** Absent on orders booked before payment was kept: those were paid in cash. */
  payment?: StoredOrderPayment<Time>;
  /**
   * Null from the booking until automatic dispatch starts (never, while it is off); absent on
   * orders booked before it was stored at booking.
   */
  dispatch?: StoredOrderDispatch<Time> | null;
  /**
   * The pickup's geohash, stored once the order waits for a free rider: a rider who frees up
   * finds the waiting orders near them by range queries on it.
   */
  pickupGeohash?: string | null;
  /** The first assignment to a rider. */
  assignedAt?: Time;
  /**
   * The current rider's assignment: when, and the minutes to the pickup estimated then from their
   * position (null when it was unknown). A cancellation fee depends on both; absent on orders
   * assigned before it was kept.
   */
  assignment?: { at: Time; pickupEtaMinutes: number | null } | null;
  /** A fee charged for this order's cancellation, or for a rider giving it back. */
  cancellationFee?: { amountPaise: number; payer: 'customer' | 'rider'; riderId: string | null } | null;
  /** What delivery stores (docs/money.md, "Delivery settles the order"). */
  deliveredAt?: Time;
  settlement?: Settlement;
  receiptNumber?: string;
  /** The customer rated the trip. */
  rated?: boolean;
  /**
   * Whether the order has a shared trip link (`orders/{id}/private/share`), so that a status change
   * reads that document only then; absent on orders booked before it was kept (read always).
   */
  shared?: boolean;
  /** When the customer deleted their account. */
  customerDeletedAt?: Time;
}

/** One status change in `orders/{id}.history`: who made it and why. */
export interface OrderHistoryEntry<Time> {
  n: number;
  from: OrderStatus | null;
  to: OrderStatus;
  /** Entries from before the role was kept name the uid alone. */
  by: OrderActor | string;
  at: Time;
  reason: string | null;
  /** The rider assigned by this change (null when a deactivated rider's order was released). */
  riderId?: string | null;
  /** The rider took the order by accepting the offer dispatch sent them. */
  viaOffer?: boolean;
  /** An admin completed a step whose handover code was locked. */
  handoverOverride?: boolean;
}
