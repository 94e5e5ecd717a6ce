import { z } from 'zod';
import { coordinatesSchema } from './fares.js';
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

/** An address that may be left out (a fare quote): the same rule when given. */
export const optionalAddressSchema = plainText({ label: 'The address', min: 0, max: ADDRESS_MAX }).optional();

export const placeSchema = z
  .object({
    address: addressSchema,
    coordinates: coordinatesSchema.nullable().optional(),
  })
  .strict();
export type Place = z.infer<typeof placeSchema>;

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
  if (sameAddress(route.pickup.address, route.dropOff.address)) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['dropOff', 'address'],
      message: 'The drop-off must be different from the pickup.',
    });
  }
}
