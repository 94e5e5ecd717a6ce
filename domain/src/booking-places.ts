import { z } from 'zod';
import { type Coordinates, coordinatesSchema } from './fares.js';
import { plainText } from './plain-text.js';

/** Pickup and drop-off: an address as typed, with coordinates when the person picked a place. */
export const ADDRESS_MIN = 3;
export const ADDRESS_MAX = 200;

export const addressSchema = plainText({
  label: 'The address',
  min: ADDRESS_MIN,
  max: ADDRESS_MAX,
  required: 'Enter an address.',
  tooShort: `Enter at least ${ADDRESS_MIN} characters.`,
  tooLong: `Keep the address under ${ADDRESS_MAX} characters.`,
});

/** What a customer is told when an end can be neither found nor trusted. */
export const CHOOSE_PLACE_MESSAGE = 'Choose the place from the list or the map.';

/** A place id as `GET /api/places` gives it: the server looks its point up. */
export const placeIdSchema = z
  .string({ invalid_type_error: CHOOSE_PLACE_MESSAGE })
  .min(1, CHOOSE_PLACE_MESSAGE)
  .max(300, CHOOSE_PLACE_MESSAGE);

/**
 * One end of a trip as a client sends it: a place chosen from search (`placeId`), a pin
 * (`coordinates`), or typed text (`address`). The server turns each into its own label and point
 * (`resolve-place.ts`): the client's text never prices a trip or labels a pin. `address` with
 * `coordinates` is what older clients send; the label is then the server's too.
 */
export const placeSchema = z
  .object({
    placeId: placeIdSchema.optional(),
    address: addressSchema.optional(),
    coordinates: coordinatesSchema.nullable().optional(),
  })
  .strict()
  .refine((place) => place.placeId !== undefined || place.address !== undefined || place.coordinates, {
    message: CHOOSE_PLACE_MESSAGE,
  });
export type Place = z.infer<typeof placeSchema>;

/** An end as the server stored it: its own label and point. */
export interface LocatedPlace {
  address: string;
  coordinates: Coordinates;
}

/** Two addresses are the same place when they differ only in case, spacing or punctuation. */
export function sameAddress(a: string, b: string): boolean {
  const canonical = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return canonical(a) === canonical(b);
}

/** Adds the drop-off's field error when it is the pickup again. */
export function refuseSameAddress(route: { pickup: Place; dropOff: Place }, context: z.RefinementCtx): void {
  const { pickup, dropOff } = route;
  const samePlace = pickup.placeId !== undefined && pickup.placeId === dropOff.placeId;
  const sameText =
    pickup.address !== undefined &&
    dropOff.address !== undefined &&
    sameAddress(pickup.address, dropOff.address);
  if (samePlace || sameText) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: samePlace ? ['dropOff'] : ['dropOff', 'address'],
      message: 'The drop-off must be different from the pickup.',
    });
  }
}
