import { z } from 'zod';
import { placeSchema, refuseSameAddress } from './booking-places.js';
import { scheduleSchema } from './booking-schedule.js';
import { type FareTable, PARCEL_SIZE_BANDS } from './fares.js';
import { e164PhoneSchema } from './phone-schema.js';
import { plainText } from './plain-text.js';

// The parts each have a module of their own; the booking screens import them all from here.
export * from './booking-places.js';
export * from './booking-schedule.js';
export * from './order-change-requests.js';

/**
 * What a customer sends to book a ride or a parcel, shared by the booking screens (one step at a
 * time) and the function (the whole request). The schemas need the fare table (vehicle types and
 * seats) and the clock, so they are made by functions rather than being constants.
 */
export { ORDER_KINDS, type OrderKind } from './order-kind.js';

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
    description: plainText({
      label: 'The description',
      min: 3,
      max: 300,
      multiLine: true,
      required: 'Describe the parcel.',
      tooShort: 'Describe the parcel in at least 3 characters.',
      tooLong: 'Keep the description under 300 characters.',
    }),
    receiverName: plainText({
      label: "The receiver's name",
      min: 2,
      max: 80,
      required: "Enter the receiver's name.",
      tooShort: "Enter the receiver's name.",
      tooLong: 'Keep the name under 80 characters.',
    }),
    receiverPhone: e164PhoneSchema({ required: "Enter the receiver's phone number." }),
  })
  .strict();
export type ParcelDetails = z.infer<typeof parcelDetailsSchema>;

export const requestIdSchema = z
  .string({ required_error: 'A request id is required.' })
  .uuid('The request id must be a UUID made by the app.');

/** A whole booking request as the function receives it. */
export function bookingRequestSchema(table: FareTable, now?: Date) {
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
      refuseSameAddress(request, ctx);
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

/**
 * A fare estimate request: the vehicle (or parcel size), where known the coordinates, and when the
 * trip starts (`scheduledAt` as a booking gives it; now when absent), which picks the time band.
 */
export function quoteRequestSchema(table: FareTable) {
  const point = placeSchema;
  return z.discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('ride'),
        vehicleType: vehicleTypeSchema(table),
        scheduledAt: scheduleSchema(),
        pickup: point.optional(),
        dropOff: point.optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('parcel'),
        sizeBand: z.enum(PARCEL_SIZE_BANDS, { errorMap: () => ({ message: 'Choose a parcel size.' }) }),
        scheduledAt: scheduleSchema(),
        pickup: point.optional(),
        dropOff: point.optional(),
      })
      .strict(),
  ]);
}
export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;
export type QuoteRequestInput = z.input<ReturnType<typeof quoteRequestSchema>>;
