import { z } from 'zod';

/**
 * The query of `GET /api/track/:token`: what the page already shows. With `after` (its position's
 * `at` in epoch ms, 0 when it shows none) the call is answered once the view differs from that and
 * from `status` (when given), or at the hold limit; without it, at once.
 */
export const trackQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
  status: z.string().max(40).optional(),
});

export type TrackQuery = z.output<typeof trackQuerySchema>;
