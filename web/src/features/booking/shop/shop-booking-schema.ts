import { addressSchema } from '@dropwise/domain/booking';
import { coordinatesSchema } from '@dropwise/domain/fares';
import {
  codPaiseSchema,
  feePaidBySchema,
  receiverSchema,
  shopNoteSchema,
  shopReferenceSchema,
  sizeBandSchema,
} from '@dropwise/domain/shops/shop-booking';
import { z } from 'zod';
import type { Place } from '@dropwise/domain/booking';
import { parseRupees } from '@/lib/money/rupees';
import type { ShopBookingInput, ShopQuoteInput } from '@/features/booking/api/shop-booking';

const dropOffForm = z.object({
  address: addressSchema,
  coordinates: coordinatesSchema.nullable(),
  placeId: z.string().optional(),
});

/**
 * The shop's booking form, checked by the domain's own rules (the server's), with the cash to
 * collect typed in rupees and turned into whole paise here: `codInvalid` says, in the reader's
 * language, that what was typed is not an amount.
 */
export function shopBookingFormSchema(codInvalid: string) {
  return z.object({
    reference: z
      .string()
      .transform((typed) => typed.trim() || undefined)
      .pipe(shopReferenceSchema.optional()),
    receiverName: receiverSchema.shape.name,
    receiverPhone: receiverSchema.shape.phone,
    dropOff: dropOffForm,
    sizeBand: sizeBandSchema,
    note: shopNoteSchema,
    cod: z
      .string()
      .transform((typed, context) => {
        const paise = parseRupees(typed.trim() === '' ? '0' : typed);
        if (paise === null) context.addIssue({ code: z.ZodIssueCode.custom, message: codInvalid });
        return paise ?? 0;
      })
      .pipe(codPaiseSchema),
    feePaidBy: feePaidBySchema,
  });
}

export type ShopBookingFormInput = z.input<ReturnType<typeof shopBookingFormSchema>>;
export type ShopBookingForm = z.output<ReturnType<typeof shopBookingFormSchema>>;

export const emptyShopBooking: ShopBookingFormInput = {
  reference: '',
  receiverName: '',
  receiverPhone: '',
  dropOff: { address: '', coordinates: null },
  sizeBand: '' as ShopBookingFormInput['sizeBand'],
  note: '',
  cod: '',
  feePaidBy: 'shop',
};

/** A chosen place by its id, a located point as a pin, else the typed text (as the booking sends it). */
export function dropOffPlace(dropOff: ShopBookingFormInput['dropOff']): Place {
  if (dropOff.placeId) return { placeId: dropOff.placeId };
  if (dropOff.coordinates) return { coordinates: dropOff.coordinates };
  return { address: dropOff.address.trim() };
}

/** The checked form as `POST /api/shop/orders` takes it. */
export function shopBookingRequest(form: ShopBookingForm, requestId: string): ShopBookingInput {
  return {
    requestId,
    ...(form.reference ? { reference: form.reference } : {}),
    dropOff: dropOffPlace(form.dropOff),
    receiver: { name: form.receiverName, phone: form.receiverPhone },
    sizeBand: form.sizeBand,
    ...(form.note ? { note: form.note } : {}),
    codPaise: form.cod,
    feePaidBy: form.feePaidBy,
  };
}

/** The quote for what the form holds so far; null until the drop-off and the size are known. */
export function shopQuoteRequest(form: ShopBookingFormInput): ShopQuoteInput | null {
  const located = Boolean(form.dropOff.placeId || form.dropOff.coordinates);
  if (!located || !form.sizeBand) return null;
  return { dropOff: dropOffPlace(form.dropOff), sizeBand: form.sizeBand };
}
