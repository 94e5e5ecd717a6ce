import { z } from 'zod';

/**
 * A rider's duty and position reports. A rider counts as on duty while their duty switch is on
 * and they were heard from (switched on, or reported a position) in the last 10 minutes: a phone
 * that went quiet drops off the lists by itself, without a job that flips anything.
 */
export const ON_DUTY_SILENCE_MS = 10 * 60 * 1000;
/** The app reports at most this often (and sooner only after moving `REPORT_MIN_MOVE_METRES`). */
export const REPORT_EVERY_MS = 10_000;
export const REPORT_MIN_MOVE_METRES = 50;
/** The server refuses reports closer together than this, per rider. */
export const REPORT_MIN_GAP_MS = 2_000;
/** A fix older than this, or from the future, is refused. */
export const REPORT_MAX_AGE_MS = 2 * 60 * 1000;
export const REPORT_MAX_ACCURACY_METRES = 1_000;
/** Screens say the position is out of date past this age. */
export const POSITION_STALE_MS = 2 * 60 * 1000;
/** A small allowance for the phone's clock running ahead of the server's. */
const CLOCK_SKEW_MS = 5_000;

export const dutyRequestSchema = z
  .object({
    onDuty: z.boolean({ required_error: 'Say on or off duty.', invalid_type_error: 'Say on or off duty.' }),
  })
  .strict();

const degrees = (name: string, limit: number) =>
  z
    .number({ required_error: `Send the ${name}.`, invalid_type_error: `The ${name} must be a number.` })
    .finite(`The ${name} must be a number.`)
    .min(-limit, `The ${name} must be between -${limit} and ${limit}.`)
    .max(limit, `The ${name} must be between -${limit} and ${limit}.`);

/**
 * A position report `{ lat, lng, accuracy, at }`, its time checked against the clock `now` reads
 * (epoch ms). Build it once: building a schema costs several times what checking a report does.
 */
export function positionReportSchema(now: () => number = Date.now) {
  return z
    .object({
      lat: degrees('latitude', 90),
      lng: degrees('longitude', 180),
      accuracy: z
        .number({
          required_error: 'Send the accuracy.',
          invalid_type_error: 'The accuracy must be a number.',
        })
        .finite('The accuracy must be a number.')
        .min(0, 'The accuracy cannot be negative.')
        .max(REPORT_MAX_ACCURACY_METRES, 'The position is too rough (over 1,000 m) to show.'),
      at: z
        .number({
          required_error: 'Send the time of the fix.',
          invalid_type_error: 'The time must be a number.',
        })
        .int('The time must be whole milliseconds.')
        .refine((at) => at <= now() + CLOCK_SKEW_MS, 'The time of the fix is in the future.')
        .refine((at) => at >= now() - REPORT_MAX_AGE_MS, 'The fix is more than 2 minutes old.'),
    })
    .strict();
}
export type PositionReport = z.infer<ReturnType<typeof positionReportSchema>>;

/** Epoch ms from a Firestore Timestamp, a Date or a number; null for anything else. */
export function toMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  return null;
}

/**
 * Whether a rider counts as on duty at `now`: the switch is on and the latest of the switch time
 * and the last report is within 10 minutes.
 */
export function isOnDuty(
  rider: { onDuty?: unknown; dutyChangedAt?: unknown },
  lastReportAt: unknown,
  now: number = Date.now(),
): boolean {
  if (rider.onDuty !== true) return false;
  const heard = Math.max(toMillis(rider.dutyChangedAt) ?? 0, toMillis(lastReportAt) ?? 0);
  return now - heard <= ON_DUTY_SILENCE_MS;
}

/** Whether a position's fix is too old to show as live. */
export function isPositionStale(at: unknown, now: number = Date.now()): boolean {
  const millis = toMillis(at);
  return millis === null || now - millis > POSITION_STALE_MS;
}

/** The trail keeps at most one point per order in each of these windows. */
export const TRAIL_BUCKET_MS = 30_000;
export const TRAIL_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export function trailBucket(at: number): number {
  return Math.floor(at / TRAIL_BUCKET_MS);
}
