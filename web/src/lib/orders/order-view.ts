import type { OrderKind } from '@dropwise/domain/booking';
import type { OrderDispatch } from '@dropwise/domain/dispatch';
import type { Coordinates, OrderFare } from '@dropwise/domain/fares';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { isOrderStatus, type OrderStatus } from '@dropwise/domain/order-lifecycle';
import type { DocumentSnapshot } from 'firebase/firestore';
import { dateOrNull, fieldsOf, flag, pointOrNull, text, textOrNull } from '@/lib/firebase/read-record';
import {
  type AssignmentView,
  type CancellationFeeView,
  readAssignment,
  readCancellationFee,
} from './order-cancellation';
import { readOrderDispatch } from './order-dispatch';
import { type HistoryEntryView, readOrderHistory } from './order-history-view';
import { type OrderMoney, readOrderMoney } from './order-money';
import { readShopDelivery, type ShopDeliveryView } from './shop-delivery';

/** A parcel as the screens show it; the receiver goes when the customer deletes their account. */
export interface ParcelView {
  sizeBand: string;
  description: string;
  receiverName: string | null;
  receiverPhone: string | null;
}

/** The stored fare; the table version it was priced by is not shown. */
export type FareView = Omit<OrderFare, 'tableVersion'>;

/** An order as the web's screens show it: the customer's own, the admins' lists, the rider's jobs. */
export interface OrderView {
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  customerUid: string;
  customerName: string;
  customerPhone: string | null;
  vehicleType: string;
  scheduledAt: Date | null;
  asap: boolean;
  createdAt: Date | null;
  /** The last change of status or rider; once the order has ended, when it ended. */
  updatedAt: Date | null;
  /** The addresses: what the customer typed or chose. */
  pickup: string;
  dropOff: string;
  pickupCoordinates: Coordinates | null;
  dropOffCoordinates: Coordinates | null;
  passengers: number | null;
  parcel: ParcelView | null;
  fare: FareView | null;
  shopId: string | null;
  riderId: string | null;
  riderName: string | null;
  riderPhone: string | null;
  cancelReason: string | null;
  failReason: string | null;
  /** Too many wrong handover codes: only an admin completes the guarded step. */
  handoverLocked: boolean;
  /** Where finding a rider stands; null for an order booked while dispatch was manual. */
  dispatch: OrderDispatch | null;
  /** What delivery settled, the cash the rider recorded, and whether the customer rated it. */
  money: OrderMoney;
  /** The current rider's assignment (read while one holds the order: a fee counts from it). */
  assignment: AssignmentView | null;
  /** What the order's cancellation, or a rider giving it back, cost. */
  cancellationFee: CancellationFeeView | null;
  /** Every status change, oldest first. */
  history: HistoryEntryView[];
  /** On an order a shop booked: the goods' cash and what the rider collects at the drop-off. */
  shopDelivery: ShopDeliveryView | null;
}

/** What the readers need of a snapshot, so a test can hand one in without a store. */
export type StoredSnapshot = Pick<DocumentSnapshot, 'id' | 'data'>;

/** A stored document's fields by their stored names, each unchecked until read. */
type Unchecked<T> = { [K in keyof T]?: unknown };

/** A place's address; the oldest orders stored the address alone. */
function addressOf(place: unknown): string {
  if (typeof place === 'string') return place;
  return textOrNull(fieldsOf(place).address) ?? '';
}

function parcelOf(value: unknown): ParcelView | null {
  if (!value || typeof value !== 'object') return null;
  const parcel = fieldsOf(value);
  return {
    sizeBand: text(parcel.sizeBand),
    description: text(parcel.description),
    receiverName: textOrNull(parcel.receiverName),
    receiverPhone: textOrNull(parcel.receiverPhone),
  };
}

/** The fare shown whole when it has an amount; orders from before the currency was kept are INR. */
function fareOf(value: unknown): FareView | null {
  const fare = fieldsOf(value);
  if (typeof fare.amount !== 'number') return null;
  return { ...(fare as unknown as FareView), currency: textOrNull(fare.currency) ?? 'INR' };
}

/** Reads a stored order defensively: a missing or odd field shows as empty, never as a crash. */
export function toOrderView(snapshot: StoredSnapshot): OrderView {
  const data: Unchecked<OrderDocument<unknown>> = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    kind: data.kind === 'parcel' ? 'parcel' : 'ride',
    status: isOrderStatus(data.status) ? data.status : 'pending',
    customerUid: text(data.customerUid),
    customerName: text(data.customerName),
    customerPhone: textOrNull(data.customerPhone),
    vehicleType: text(data.vehicleType),
    scheduledAt: dateOrNull(data.scheduledAt),
    asap: flag(data.asap),
    createdAt: dateOrNull(data.createdAt),
    updatedAt: dateOrNull(data.updatedAt),
    pickup: addressOf(data.pickup),
    dropOff: addressOf(data.dropOff),
    pickupCoordinates: pointOrNull(fieldsOf(data.pickup).coordinates),
    dropOffCoordinates: pointOrNull(fieldsOf(data.dropOff).coordinates),
    passengers: typeof data.passengers === 'number' ? data.passengers : null,
    parcel: parcelOf(data.parcel),
    fare: fareOf(data.fare),
    shopId: textOrNull(data.shopId),
    riderId: textOrNull(data.riderId),
    riderName: textOrNull(data.riderName),
    riderPhone: textOrNull(data.riderPhone),
    cancelReason: textOrNull(data.cancelReason),
    failReason: textOrNull(data.failReason),
    handoverLocked: flag(data.handoverLocked),
    dispatch: readOrderDispatch(data.dispatch),
    money: readOrderMoney(data),
    assignment: readAssignment(data.assignment, data.assignedAt),
    cancellationFee: readCancellationFee(data.cancellationFee),
    history: readOrderHistory(data.history),
    shopDelivery: readShopDelivery(data.shopDelivery),
  };
}
