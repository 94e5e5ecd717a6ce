import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { TripQuote } from '@dropwise/domain/api/orders';
import type { LocatedPlace, Place } from '@dropwise/domain/booking';
import { shopBookingSchema, shopQuoteSchema } from '@dropwise/domain/shops/shop-booking';
import { ApiError } from '../../lib/api-error.js';
import { deadlineFromNow } from '../../lib/deadline.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { quoteWithTable } from './quote-fare.js';
import { locatePlace } from '../places/locate-place.js';
import { placesProvider } from '../places/places-from-env.js';
import { sendTexts, extensionTextSender } from '../safety/text-messages.js';
import { bookForShop, type ShopBooked } from './shop-booking-transaction.js';
import { type BookingShop, bookingShop } from './shop-order-document.js';

/** The drop-off as the server locates it, never the shop's own point. */
export async function locateDropOff(shop: BookingShop, place: Place): Promise<LocatedPlace> {
  const dropOff = await locatePlace(placesProvider(), 'dropOff', place);
  const { lat, lng } = shop.pickup.coordinates;
  if (dropOff.coordinates.lat === lat && dropOff.coordinates.lng === lng) {
    throw ApiError.invalidFields({ dropOff: 'The drop-off must be different from the shop.' });
  }
  return dropOff;
}

/** The receiver's text: the tracking link and the code to give the rider. Never fails the booking. */
export async function textReceivers(db: Firestore, shop: BookingShop, booked: ShopBooked[]): Promise<void> {
  const texts = booked.flatMap((order) =>
    order.text
      ? [
          {
            to: order.text.to,
            body: `${shop.name} is sending you a parcel with Dropwise. Track it: ${order.text.url} Give the rider the code ${order.text.code} when it arrives.`,
            kind: 'shop_delivery' as const,
            orderId: order.id,
          },
        ]
      : [],
  );
  await sendTexts(extensionTextSender(db), texts, 'shop delivery');
}

/** `POST /api/shop/orders`: one delivery, from the shop's own address and point. */
export async function bookShopOrder(
  db: Firestore,
  input: { shop: DocumentSnapshot; staffUid: string; body: unknown; origin: string },
): Promise<ShopBooked> {
  const parsed = shopBookingSchema.safeParse(input.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const request = parsed.data;
  const deadline = deadlineFromNow();
  const shop = bookingShop(input.shop);
  const table = await currentFareTable(db, deadline);
  const dropOff = await locateDropOff(shop, request.dropOff);
  const booked = await bookForShop(db, {
    shop,
    staffUid: input.staffUid,
    table,
    origin: input.origin,
    deadline,
    booking: {
      replayKey: request.requestId,
      reference: request.reference ?? null,
      dropOff,
      receiver: request.receiver,
      sizeBand: request.sizeBand,
      note: request.note || null,
      codPaise: request.codPaise,
      feePaidBy: request.feePaidBy,
    },
  });
  await textReceivers(db, shop, [booked]);
  return booked;
}

/** `POST /api/shop/orders/quote`: the fare from the shop, as the booking will price it. */
export async function quoteShopOrder(
  db: Firestore,
  shopRecord: DocumentSnapshot,
  body: unknown,
): Promise<TripQuote> {
  const parsed = shopQuoteSchema.safeParse(body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const shop = bookingShop(shopRecord);
  const table = await currentFareTable(db, deadlineFromNow());
  const dropOff = await locateDropOff(shop, parsed.data.dropOff);
  const ends = { pickup: shop.pickup, dropOff };
  return {
    ...quoteWithTable(table, { kind: 'parcel', sizeBand: parsed.data.sizeBand, scheduledAt: null, ...ends }),
    ...ends,
  };
}
