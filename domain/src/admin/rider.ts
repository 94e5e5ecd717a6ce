import { z } from 'zod';
import { documentIdSchema } from '../document-id.js';
import { phoneSchema, text } from './schema-helpers.js';

export const RIDER_VEHICLE_TYPES = ['bike', 'auto', 'car'] as const;
export type RiderVehicleType = (typeof RIDER_VEHICLE_TYPES)[number];

const vehicleTypeSchema = z.enum(RIDER_VEHICLE_TYPES, {
  errorMap: () => ({ message: 'Choose a vehicle type: bike, auto or car.' }),
});

/** An optional shop link: a shop id, or null / empty for no shop. */
const shopIdSchema = z
  .union([documentIdSchema, z.literal(''), z.null()])
  .transform((value) => (value ? value : null));

/**
 * A rider is an Auth account (email and password, `rider` claim) plus `riders/{uid}`:
 * name, phone (E.164), email, vehicleType, shopId (the shop-rider link), active, timestamps.
 */
export const riderCreateSchema = z
  .object({
    name: text('Name', 2, 80),
    phone: phoneSchema,
    email: z
      .string({ required_error: 'Email is required.' })
      .trim()
      .toLowerCase()
      .max(120, 'Email can be at most 120 characters.')
      .email('Enter a valid email address.'),
    password: z
      .string({ required_error: 'Password is required.' })
      .min(6, 'Password needs at least 6 characters.')
      .max(128, 'Password can be at most 128 characters.'),
    vehicleType: vehicleTypeSchema,
    shopId: shopIdSchema.optional().default(null),
  })
  .strict();

export type RiderCreateInput = z.input<typeof riderCreateSchema>;
export type RiderCreate = z.output<typeof riderCreateSchema>;

export const riderUpdateSchema = z
  .object({
    name: text('Name', 2, 80),
    phone: phoneSchema,
    vehicleType: vehicleTypeSchema,
    shopId: shopIdSchema,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field.');

export type RiderUpdateInput = z.input<typeof riderUpdateSchema>;
export type RiderUpdate = z.output<typeof riderUpdateSchema>;

export const linkRiderSchema = z.object({ riderId: documentIdSchema }).strict();
