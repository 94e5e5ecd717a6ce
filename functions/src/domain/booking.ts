import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './plain-text';
import { coordinatesSchema, type FareTable, PARCEL_SIZE_BANDS } from './fares';
import { ORDER_STATUSES } from './order-lifecycle';
import { normalisePhone, PHONE_FORMAT_MESSAGE } from './phone';

/**
 * What a customer sends to book a ride or a parcel, shared by the booking screens (one step at a
 * time) and the function (the whole request). The schemas need the fare table (vehicle types and
 * seats) and the clock, so they are made by functions rather than being constants.
 */
export const ORDER_KINDS = ['ride', 'parcel'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** How far ahead a booking may be made. */
export const BOOKING_WINDOW_DAYS = 30;
/** A time chosen a moment ago is still "now": clocks and slow forms drift. */
export const PAST_GRACE_MS = 5 * 60 * 1000;

export const ADDRESS_MIN = 3;
export const ADDRESS_MAX = 200;

export const addressSchema = z
  .string({ required_error: 'Enter an address.', invalid_type_error: 'Enter an address.' })
  .trim()
  .min(ADDRESS_MIN, `Enter at least ${ADDRESS_MIN} characters.`)
  .max(ADDRESS_MAX, `Keep the address under ${ADDRESS_MAX} characters.`);

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

export const routeSchema = z
  .object({ pickup: placeSchema, dropOff: placeSchema })
  .superRefine((route, ctx) => {
    if (sameAddress(route.pickup.address, route.dropOff.address)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['dropOff', 'address'],
        message: 'The drop-off must be different from the pickup.',
      });
    }
  });

/**
 * `scheduledAt`: `"now"` (or absent) for as soon as possible, or an ISO date-time that is not in
 * the past and within the booking window. The output is a Date, or null for "now".
 */
export function scheduleSchema(now: Date = new Date()) {
  return z
    .union(
      [z.literal('now'), z.string().datetime({ offset: true, message: 'Choose a valid date and time.' })],
      {
        errorMap: () => ({ message: 'Choose "now" or a valid date and time.' }),
      },
    )
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === 'now') return null;
      const when = new Date(value);
      if (when.getTime() < now.getTime() - PAST_GRACE_MS) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Choose a time that is not in the past.' });
        return z.NEVER;
      }
      if (when.getTime() > now.getTime() + BOOKING_WINDOW_DAYS * 24 * 60 * 60 * 1000) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `Book at most ${BOOKING_WINDOW_DAYS} days ahead.`,
        });
        return z.NEVER;
      }
      return when;
    });
}

export function vehicleTypeSchema(table: FareTable) {
  const known = Object.keys(table.vehicles);
  return z
    .string({ required_error: 'Choose a vehicle type.', invalid_type_error: 'Choose a vehicle type.' })
    .refine((value) => known.includes(value), { message: `Choose one of: ${known.join(', ')}.` });
}

export const PASSENGERS_MAX = 20;

export const parcelDetailsSchema = z
  .object({
    sizeBand: z.enum(PARCEL_SIZE_BANDS, { errorMap: () => ({ message: 'Choose a parcel size.' }) }),
    description: z
      .string({ required_error: 'Describe the parcel.' })
      .trim()
      .min(3, 'Describe the parcel in at least 3 characters.')
      .max(300, 'Keep the description under 300 characters.'),
    receiverName: z
      .string({ required_error: "Enter the receiver's name." })
      .trim()
      .min(2, "Enter the receiver's name.")
      .max(80, 'Keep the name under 80 characters.'),
    receiverPhone: z
      .string({ required_error: "Enter the receiver's phone number." })
      .max(25, PHONE_FORMAT_MESSAGE)
      .transform((value, ctx) => {
        const phone = normalisePhone(value);
        if (!phone) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_FORMAT_MESSAGE });
          return z.NEVER;
        }
        return phone;
      }),
  })
  .strict();
export type ParcelDetails = z.infer<typeof parcelDetailsSchema>;

export const requestIdSchema = z
  .string({ required_error: 'A request id is required.' })
  .uuid('The request id must be a UUID made by the app.');

/** A whole booking request as the function receives it. */
export function bookingRequestSchema(table: FareTable, now: Date = new Date()) {
  const ride = z
    .object({
      kind: z.literal('ride'),
      requestId: requestIdSchema,
      vehicleType: vehicleTypeSchema(table),
      scheduledAt: scheduleSchema(now),
      pickup: placeSchema,
      dropOff: placeSchema,
      passengers: z
        .number({ invalid_type_error: 'Enter the number of passengers.' })
        .int('Enter a whole number of passengers.')
        .min(1, 'At least one passenger travels.')
        .max(PASSENGERS_MAX)
        .default(1),
    })
    .strict();
  const parcel = z
    .object({
      kind: z.literal('parcel'),
      requestId: requestIdSchema,
      scheduledAt: scheduleSchema(now),
      pickup: placeSchema,
      dropOff: placeSchema,
      parcel: parcelDetailsSchema,
    })
    .strict();
  return z
    .discriminatedUnion('kind', [ride, parcel], {
      errorMap: (issue, ctx) =>
        issue.code === z.ZodIssueCode.invalid_union_discriminator
          ? { message: 'Say whether this is a "ride" or a "parcel".' }
          : { message: ctx.defaultError },
    })
    .superRefine((request, ctx) => {
      if (sameAddress(request.pickup.address, request.dropOff.address)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['dropOff', 'address'],
          message: 'The drop-off must be different from the pickup.',
        });
      }
      if (request.kind === 'ride') {
        const seats = table.vehicles[request.vehicleType]?.seats;
        if (seats !== undefined && request.passengers > seats) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['passengers'],
            message:
              seats === 1
                ? 'This vehicle carries one passenger.'
                : `This vehicle carries at most ${seats} passengers.`,
          });
        }
      }
    });
}
export type BookingRequest = z.output<ReturnType<typeof bookingRequestSchema>>;
export type BookingRequestInput = z.input<ReturnType<typeof bookingRequestSchema>>;

/** A fare estimate request: the vehicle (or parcel size) and, where known, the coordinates. */
export function quoteRequestSchema(table: FareTable) {
  const point = z
    .object({
      address: z.string().max(ADDRESS_MAX).optional(),
      coordinates: coordinatesSchema.nullable().optional(),
    })
    .strict();
  return z.discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('ride'),
        vehicleType: vehicleTypeSchema(table),
        pickup: point.optional(),
        dropOff: point.optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('parcel'),
        sizeBand: z.enum(PARCEL_SIZE_BANDS, { errorMap: () => ({ message: 'Choose a parcel size.' }) }),
        pickup: point.optional(),
        dropOff: point.optional(),
      })
      .strict(),
  ]);
}
export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;

/** The reason a customer, admin or rider gives for cancelling or failing an order. */
export const reasonSchema = z
  .string({ required_error: 'Say why.', invalid_type_error: 'Say why.' })
  .trim()
  .min(3, 'Say why in at least 3 characters.')
  .max(300, 'Keep the reason under 300 characters.')
  .regex(NO_CONTROL_CHARACTERS, 'The reason contains characters we cannot store.');

export const cancelRequestSchema = z.object({ reason: reasonSchema }).strict();

/** What an admin or rider sends to move an order: the target status, and why or to whom. */
export const transitionRequestSchema = z
  .object({
    to: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: 'Choose a valid status.' }) }),
    reason: reasonSchema.optional(),
    riderId: z.string().trim().min(1).max(128).optional(),
  })
  .strict();
export type TransitionRequest = z.infer<typeof transitionRequestSchema>;
