import { z } from 'zod';

/** How far ahead a booking may be made. */
export const BOOKING_WINDOW_DAYS = 30;
/** A time chosen a moment ago is still "now": clocks and slow forms drift. */
export const PAST_GRACE_MS = 5 * 60 * 1000;

/**
 * `scheduledAt`: `"now"` (or absent) for as soon as possible, or an ISO date-time that is not in
 * the past and within the booking window. The output is a Date, or null for "now". Without
 * `now`, the clock is read as each value is checked, so one schema can serve many requests.
 */
export function scheduleSchema(now?: Date) {
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
      const nowMs = (now ?? new Date()).getTime();
      if (when.getTime() < nowMs - PAST_GRACE_MS) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Choose a time that is not in the past.' });
        return z.NEVER;
      }
      if (when.getTime() > nowMs + BOOKING_WINDOW_DAYS * 24 * 60 * 60 * 1000) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `Book at most ${BOOKING_WINDOW_DAYS} days ahead.`,
        });
        return z.NEVER;
      }
      return when;
    });
}
