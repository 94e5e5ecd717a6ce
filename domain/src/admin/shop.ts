import { z } from 'zod';
import { coordinatesSchema } from '../fares.js';
import { phoneSchema, text } from './schema-helpers.js';

/**
 * A shop riders work for, and whose staff book deliveries from its address and point. Stored as
 * `shops/{id}` with these fields (`coordinates` null until set) plus active and timestamps.
 */
export const shopInputSchema = z
  .object({
    name: text('Shop name', 2, 80),
    phone: phoneSchema,
    address: text('Address', 5, 200),
    city: text('City', 2, 60),
    /** The shop's point on the map: the pickup of every delivery it books. */
    coordinates: coordinatesSchema.strict().nullable().optional(),
  })
  .strict();

export type ShopInput = z.input<typeof shopInputSchema>;
export type ShopFields = z.output<typeof shopInputSchema>;

export const shopUpdateSchema = shopInputSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field.');

export type ShopUpdate = z.output<typeof shopUpdateSchema>;

export const activeFlagSchema = z
  .object({ active: z.boolean({ required_error: 'Say whether it is active (true or false).' }) })
  .strict();

/** Lower-cased name kept beside the name so the shops list can search by prefix. */
export function searchKey(name: string): string {
  return name.trim().toLowerCase();
}
