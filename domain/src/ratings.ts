import { z } from 'zod';
import { plainText } from './plain-text.js';

/** Ratings: after delivery, a customer rates the trip and its rider (docs/money.md). */
export const RATING_TAGS = [
  'on_time',
  'polite',
  'careful_handling',
  'safe_driving',
  'clean_vehicle',
  'late',
  'rude',
  'unsafe_driving',
] as const;
export type RatingTag = (typeof RATING_TAGS)[number];
/** A trip may be rated this long after delivery. */
export const RATING_WINDOW_DAYS = 7;
export const RATING_COMMENT_MAX = 500;
/** A rating this low or lower tells the admins. */
export const LOW_RATING = 2;
/** The rider's average is over this many of their latest rated trips. */
export const RATING_AVERAGE_OVER = 100;

/** `POST /api/orders/:id/rating`. */
export const ratingSchema = z
  .object({
    stars: z
      .number({ required_error: 'Choose 1 to 5 stars.', invalid_type_error: 'Choose 1 to 5 stars.' })
      .int('Choose 1 to 5 stars.')
      .min(1, 'Choose 1 to 5 stars.')
      .max(5, 'Choose 1 to 5 stars.'),
    tags: z
      .array(z.enum(RATING_TAGS, { errorMap: () => ({ message: 'Choose tags from the list.' }) }), {
        invalid_type_error: 'Choose tags from the list.',
      })
      .max(RATING_TAGS.length, 'Choose tags from the list.')
      .refine((tags) => new Set(tags).size === tags.length, 'Choose each tag once.')
      .optional(),
    comment: plainText({ label: 'The comment', min: 0, max: RATING_COMMENT_MAX, multiLine: true }).optional(),
  })
  .strict();
export type RatingInput = z.infer<typeof ratingSchema>;
