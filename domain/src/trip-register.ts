import { z } from 'zod';
import { daysBetween, isCalendarDay } from './india-time.js';

/**
 * The trip register a state may ask an aggregator for: every delivered trip of a range of India
 * days, with the vehicle that made it. Read by platform admins (`GET /api/admin/trip-register`),
 * as rows or as a CSV file.
 */
export const TRIP_REGISTER_MAX_DAYS = 92;
/** More trips than this in the range is refused: the admin chooses fewer days. */
export const TRIP_REGISTER_MAX_ROWS = 20_000;

const day = (which: string) =>
  z
    .string({ required_error: `Give the ${which} day as YYYY-MM-DD.` })
    .refine(isCalendarDay, `Give the ${which} day as a real date, YYYY-MM-DD.`);

export const tripRegisterQuerySchema = z
  .object({ from: day('first'), to: day('last'), format: z.enum(['json', 'csv']).optional() })
  .strict()
  .refine((query) => query.from <= query.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  })
  .refine((query) => daysBetween(query.from, query.to) < TRIP_REGISTER_MAX_DAYS, {
    message: `Choose at most ${TRIP_REGISTER_MAX_DAYS} days.`,
    path: ['to'],
  });

export interface TripRegisterRow {
  /** The India day the trip ended. */
  date: string;
  orderId: string;
  kind: 'ride' | 'parcel';
  vehicleRegistration: string | null;
  riderName: string | null;
  /** Passengers carried (0 for a parcel). */
  passengers: number;
  origin: string;
  destination: string;
  farePaise: number;
}
