import { z } from 'zod';

/**
 * What a cancellation without a valid reason costs, as a fare table keeps it. The Motor Vehicle
 * Aggregator Guidelines 2025 allow 10 % of the fare, at most ₹100, from a passenger or a driver;
 * an operator may ask less, never more. The grace minutes after an assignment cost nothing.
 */
export const CANCELLATION_BOUNDS = { percent: 10, capRupees: 100, graceMinutes: 30 } as const;

export const cancellationTermsSchema = z
  .object({
    percent: z
      .number({ invalid_type_error: 'The percent must be a number.' })
      .finite()
      .min(0, 'The percent cannot be negative.')
      .max(CANCELLATION_BOUNDS.percent, `The guidelines allow at most ${CANCELLATION_BOUNDS.percent} %.`),
    capRupees: z
      .number({ invalid_type_error: 'The cap must be a number.' })
      .int('Give the cap in whole rupees.')
      .min(0, 'The cap cannot be negative.')
      .max(
        CANCELLATION_BOUNDS.capRupees,
        `The guidelines allow a fee of at most ₹${CANCELLATION_BOUNDS.capRupees}.`,
      ),
    graceMinutes: z
      .number({ invalid_type_error: 'The grace minutes must be a number.' })
      .int('Give whole minutes.')
      .min(0, 'The grace minutes cannot be negative.')
      .max(
        CANCELLATION_BOUNDS.graceMinutes,
        `Keep the grace to at most ${CANCELLATION_BOUNDS.graceMinutes} minutes.`,
      ),
  })
  .strict();
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

/** The terms of a table that sets none: the most the guidelines allow, after 5 free minutes. */
export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = { percent: 10, capRupees: 100, graceMinutes: 5 };
