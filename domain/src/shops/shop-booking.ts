import { z } from 'zod';
import { placeSchema } from '../booking-places.js';
import { requestIdSchema } from '../booking.js';
import { PARCEL_SIZE_BANDS, type ParcelSizeBand } from '../fares.js';
import { e164PhoneSchema } from '../phone-schema.js';
import { plainText } from '../plain-text.js';

/** The goods' price a rider may collect on a shop's behalf: ₹0 to ₹50,000. */
export const COD_MAX_PAISE = 5_000_000;

export const FEE_PAYERS = ['shop', 'receiver'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

export const codPaiseSchema = z
  .number({
    required_error: 'Enter the cash to collect (0 for none).',
    invalid_type_error: 'Enter the cash to collect as a number of paise.',
  })
  .int('Enter the cash to collect as a whole number of paise.')
  .min(0, 'The cash to collect cannot be negative.')
  .max(COD_MAX_PAISE, 'The cash to collect can be at most ₹50,000.');

export const feePaidBySchema = z.enum(FEE_PAYERS, {
  errorMap: () => ({ message: 'Say who pays the delivery fee: "shop" or "receiver".' }),
});

export const sizeBandSchema = z.enum(PARCEL_SIZE_BANDS, {
  errorMap: () => ({ message: 'Choose a parcel size.' }),
});

/** A shop's own reference for a delivery (an invoice number, say): booking it twice books once. */
export const shopReferenceSchema = plainText({ label: 'The reference', min: 1, max: 40 });

export const receiverSchema = z
  .object({
    name: plainText({
      label: "The receiver's name",
      min: 2,
      max: 80,
      required: "Enter the receiver's name.",
      tooShort: "Enter the receiver's name.",
      tooLong: 'Keep the name under 80 characters.',
    }),
    phone: e164PhoneSchema({ required: "Enter the receiver's phone number." }),
  })
  .strict();
export type Receiver = z.output<typeof receiverSchema>;

export const shopNoteSchema = plainText({ label: 'The note', min: 0, max: 300, multiLine: true });

/** `POST /api/shop/orders`: the pickup is the shop's own address and point. */
export const shopBookingSchema = z
  .object({
    requestId: requestIdSchema,
    reference: shopReferenceSchema.optional(),
    dropOff: placeSchema,
    receiver: receiverSchema,
    sizeBand: sizeBandSchema,
    note: shopNoteSchema.optional(),
    codPaise: codPaiseSchema,
    feePaidBy: feePaidBySchema,
  })
  .strict();
export type ShopBookingInput = z.input<typeof shopBookingSchema>;
export type ShopBooking = z.output<typeof shopBookingSchema>;

/** `POST /api/shop/orders/quote`: the fare from the shop to a drop-off for a parcel size. */
export const shopQuoteSchema = z.object({ dropOff: placeSchema, sizeBand: sizeBandSchema }).strict();
export type ShopQuoteInput = z.input<typeof shopQuoteSchema>;

/**
 * `orders/{id}.shopDelivery`, on an order a shop booked (beside `shopId`, which stays the shop's
 * whichever rider takes it). `collectPaise` is what the rider collects at the drop-off: the goods,
 * plus the delivery fee when the receiver pays it; estimated at booking from the fare and the tax
 * rate then, and set to the exact figure when the delivery settles.
 */
// A type alias, so the SDKs type its dotted paths (`shopDelivery.collectPaise`).
export type ShopDelivery = {
  /** The shop's staff list their orders by this (`where('shopDelivery.shopId', '==', claim)`). */
  shopId: string;
  shopName: string;
  reference: string | null;
  codPaise: number;
  feePaidBy: FeePayer;
  collectPaise: number;
  /** The staff member who booked it. */
  bookedBy: string;
};

/** `orders/{id}/private/receiver`: the shop's staff and, while the order is open, its rider read it. */
export interface ReceiverDocument {
  name: string;
  phone: string;
  shopId: string;
}

/** What the rider collects: the goods, and the fee (fare and tax, in paise) when the receiver pays it. */
export function collectAtDropOff(
  delivery: { codPaise: number; feePaidBy: FeePayer },
  feePaise: number,
): number {
  return delivery.codPaise + (delivery.feePaidBy === 'receiver' ? feePaise : 0);
}

/**
 * How a collected amount splits: the goods first (the shop's money), what is left is the fee the
 * receiver paid. The two always add up to the amount, so riders' collections equal goods cash plus
 * receivers' fees to the paisa, even when a rider recorded a different amount (with a note).
 */
export function splitCollection(
  collectedPaise: number,
  codPaise: number,
): { goodsPaise: number; receiverFeePaise: number } {
  const goodsPaise = Math.min(collectedPaise, codPaise);
  return { goodsPaise, receiverFeePaise: collectedPaise - goodsPaise };
}

export type { ParcelSizeBand };
