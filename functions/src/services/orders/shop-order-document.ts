import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { LocatedPlace } from '@dropwise/domain/booking';
import { DEFAULT_TAX_RATE_PERCENT } from '@dropwise/domain/default-fare-table';
import type { FareTable, OrderFare } from '@dropwise/domain/fares';
import { settle } from '@dropwise/domain/money';
import { collectAtDropOff, type FeePayer, type ShopDelivery } from '@dropwise/domain/shops/shop-booking';
import type { ParcelSizeBand } from '@dropwise/domain/fares';
import { SHOP_REFERENCES } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import type { NewOrder } from '../order-records/order-document.js';
import { newOrderDocument } from './new-order-document.js';
import { orderIdFor } from './order-id.js';

/** One delivery a shop asked for, its drop-off located by the server. */
export interface LocatedShopBooking {
  /** What makes a replay land on the same order: the request id, or the row's reference. */
  replayKey: string;
  reference: string | null;
  dropOff: LocatedPlace;
  receiver: { name: string; phone: string };
  sizeBand: ParcelSizeBand;
  note: string | null;
  codPaise: number;
  feePaidBy: FeePayer;
}

/** The shop as its bookings use it: a 409 when it has no point to start from. */
export interface BookingShop {
  id: string;
  name: string;
  phone: string;
  pickup: LocatedPlace;
}

export function bookingShop(shop: DocumentSnapshot): BookingShop {
  const coordinates = shop.get('coordinates') as { lat: number; lng: number } | null | undefined;
  if (!coordinates) {
    throw new ApiError(409, 'conflict', "Ask a Dropwise admin to set the shop's location on the map.");
  }
  return {
    id: shop.id,
    name: String(shop.get('name')),
    phone: String(shop.get('phone') ?? ''),
    pickup: { address: String(shop.get('address')), coordinates },
  };
}

/** A shop's orders are keyed by the shop, so one shop's request ids never meet a customer's. */
export function shopOrderId(shopId: string, replayKey: string): string {
  return orderIdFor(`shop:${shopId}`, replayKey);
}

export function referenceRef(db: Firestore, shopId: string, reference: string) {
  const hash = createHash('sha256').update(reference.trim().toLowerCase()).digest('base64url').slice(0, 24);
  return db.collection(SHOP_REFERENCES).doc(`${shopId}_${hash}`);
}

/** The fee (fare and tax, in paise) at the table's rate now: the estimate at booking. */
export function feeEstimatePaise(fare: OrderFare, table: FareTable): number {
  return settle(fare.amount, {
    taxRatePercent: table.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT,
    platformSharePercent: 0,
  }).totalPaise;
}

/**
 * The order a shop's delivery makes: a parcel from the shop, priced as a customer's parcel is,
 * with no customer (the shop's name and phone are the pickup contact), the receiver kept apart
 * (`private/receiver`), and `shopDelivery` saying what the rider collects.
 */
export function shopOrderDocument(
  shop: BookingShop,
  staffUid: string,
  booking: LocatedShopBooking,
  table: FareTable,
): NewOrder & { fare: OrderFare; shopDelivery: ShopDelivery } {
  const description = booking.note ?? '';
  const { customerUid: _none, ...order } = newOrderDocument(
    { uid: '', name: shop.name, phone: shop.phone },
    {
      kind: 'parcel',
      requestId: booking.replayKey,
      scheduledAt: null,
      pickup: shop.pickup,
      dropOff: booking.dropOff,
      parcel: { sizeBand: booking.sizeBand, description, receiverName: '', receiverPhone: '' },
    },
    table,
  );
  const shopDelivery: ShopDelivery = {
    shopId: shop.id,
    shopName: shop.name,
    reference: booking.reference,
    codPaise: booking.codPaise,
    feePaidBy: booking.feePaidBy,
    collectPaise: collectAtDropOff(booking, feeEstimatePaise(order.fare, table)),
    bookedBy: staffUid,
  };
  // The booking shares the trip with the receiver (shop-booking-transaction.ts).
  return {
    ...order,
    parcel: { sizeBand: booking.sizeBand, description },
    shopId: shop.id,
    shopDelivery,
    shared: true,
  };
}
