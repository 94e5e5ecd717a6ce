import { z } from 'zod';

/**
 * Time-of-day bands of a fare table (India time). The Motor Vehicle Aggregator Guidelines 2025
 * let a platform charge between half and twice the notified fare by time of day; a band names
 * its hours and its multiplier, and outside every band the notified fare applies as it is.
 */
export const MIN_MULTIPLIER = 0.5;
export const MAX_MULTIPLIER = 2;
export const MAX_TIME_BANDS = 12;

const MINUTES_PER_DAY = 24 * 60;
/** India keeps one offset all year (UTC+5:30), so a band needs no time-zone database. */
const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

const clockTime = z
  .string({ required_error: 'Give a time as HH:MM.', invalid_type_error: 'Give a time as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM, from 00:00 to 23:59.');

export const timeBandSchema = z
  .object({
    from: clockTime,
    to: clockTime,
    multiplier: z
      .number({
        required_error: 'Give a multiplier.',
        invalid_type_error: 'The multiplier must be a number.',
      })
      .finite()
      .min(MIN_MULTIPLIER, `The guidelines allow a multiplier of at least ${MIN_MULTIPLIER}.`)
      .max(MAX_MULTIPLIER, `The guidelines allow a multiplier of at most ${MAX_MULTIPLIER}.`),
  })
  .strict()
  .refine((band) => band.from !== band.to, {
    path: ['to'],
    message: 'A band must end at another time than it starts.',
  });
export type TimeBand = z.infer<typeof timeBandSchema>;

/** The hours a fare was priced in: a band's start and end, or null outside every band. */
export type BandHours = Pick<TimeBand, 'from' | 'to'>;

export const timeBandsSchema = z
  .array(timeBandSchema)
  .max(MAX_TIME_BANDS, `List at most ${MAX_TIME_BANDS} time bands.`)
  .superRefine((bands, ctx) => {
    bands.forEach((band, index) => {
      const earlier = bands.slice(0, index).find((other) => overlap(band, other));
      if (earlier) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, 'from'],
          message: `This band overlaps the band from ${earlier.from} to ${earlier.to}.`,
        });
      }
    });
  });

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Whether a band covers a minute of the day; a band that ends before it starts runs past midnight. */
function covers(band: BandHours, minute: number): boolean {
  const from = minutesOf(band.from);
  const to = minutesOf(band.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

function overlap(a: BandHours, b: BandHours): boolean {
  return covers(a, minutesOf(b.from)) || covers(b, minutesOf(a.from));
}

/** The minute of the India day at an instant (epoch ms). */
export function indiaMinuteOfDay(at: number): number {
  const minutes = Math.floor(at / 60_000) + INDIA_OFFSET_MINUTES;
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** The band an instant falls in, or null when none covers it (or the table has none). */
export function bandAt(bands: readonly TimeBand[] | undefined, at: number): TimeBand | null {
  const minute = indiaMinuteOfDay(at);
  return bands?.find((band) => covers(band, minute)) ?? null;
}
