import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { FareTable, OrderFare } from '@dropwise/domain/fares';
import { ORDERS } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { isAlreadyExists } from '../../lib/create-conflict.js';
import { assertBefore, firestoreCall } from '../../lib/deadline.js';
import { createShareLink } from '../trip/share-trip.js';
import { createBookedOrder } from './create-booked-order.js';
import {
  type BookingShop,
  type LocatedShopBooking,
  referenceRef,
  shopOrderDocument,
  shopOrderId,
} from './shop-order-document.js';
import { receiverRef } from '../order-records/shop-documents.js';

export interface ShopBooked {
  id: string;
  duplicate: boolean;
  fare: OrderFare;
  collectPaise: number;
  /** For the receiver's text, on a new order only. */
  text?: { to: string; url: string; code: string };
}

function replayOf(order: DocumentSnapshot): ShopBooked {
  return {
    id: order.id,
    duplicate: true,
    fare: order.get('fare') as OrderFare,
    collectPaise: Number(order.get('shopDelivery.collectPaise') ?? 0),
  };
}

/** The order an earlier booking made for this request id or this reference, if any. */
async function earlier(db: Firestore, shopId: string, booking: LocatedShopBooking, deadline: number) {
  const orderRef = db.collection(ORDERS).doc(shopOrderId(shopId, booking.replayKey));
  const refs = [orderRef, ...(booking.reference ? [referenceRef(db, shopId, booking.reference)] : [])];
  const [order, reference] = await firestoreCall(db.getAll(...refs), deadline);
  if (order!.exists) return order!;
  const referenced = reference?.get('orderId');
  if (typeof referenced === 'string')
    return firestoreCall(db.collection(ORDERS).doc(referenced).get(), deadline);
  return null;
}

/**
 * Books one delivery for a shop in one transaction: the order (its id from the shop and the
 * request id, or the row's reference), history entry 0, the handover code, the reference's claim
 * (`shopReferences`, created, so a reference books once even under a race), the receiver's
 * private document, the tracking link and the day's count. A replay by request id or reference
 * answers the order already made and writes nothing.
 */
export async function bookForShop(
  db: Firestore,
  input: {
    shop: BookingShop;
    staffUid: string;
    booking: LocatedShopBooking;
    table: FareTable;
    origin: string;
    deadline: number;
  },
): Promise<ShopBooked> {
  const { shop, booking, table, deadline } = input;
  const found = await earlier(db, shop.id, booking, deadline);
  if (found?.exists) return replayOf(found);
  const ref = db.collection(ORDERS).doc(shopOrderId(shop.id, booking.replayKey));
  const order = shopOrderDocument(shop, input.staffUid, booking, table);
  try {
    return await firestoreCall(
      db.runTransaction(async (transaction) => {
        assertBefore(deadline);
        const code = createBookedOrder(db, transaction, {
          ref,
          order,
          pickup: shop.pickup.coordinates,
          bookedBy: input.staffUid,
        });
        if (booking.reference) {
          transaction.create(referenceRef(db, shop.id, booking.reference), {
            orderId: ref.id,
            shopId: shop.id,
          });
        }
        transaction.create(receiverRef(db, ref.id), { ...booking.receiver, shopId: shop.id });
        const trip = {
          kind: 'parcel' as const,
          vehicleType: table.parcelVehicleType,
          status: 'pending' as const,
          riderId: null,
          riderName: null,
          pickup: shop.pickup,
          dropOff: booking.dropOff,
        };
        const { url } = createShareLink(db, transaction, ref.id, trip, input.origin);
        return {
          id: ref.id,
          duplicate: false,
          fare: order.fare,
          collectPaise: order.shopDelivery.collectPaise,
          text: { to: booking.receiver.phone, url, code },
        };
      }),
      deadline,
    );
  } catch (error) {
    if (error instanceof ApiError || !isAlreadyExists(error)) throw error;
    // A concurrent request made it first, by request id or by reference: answer that order.
    const made = await earlier(db, shop.id, booking, deadline);
    if (made?.exists) return replayOf(made);
    throw error;
  }
}
