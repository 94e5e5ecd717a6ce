import { z } from 'zod';

export const trackParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });
export const NO_SHARED_TRIP = 'This trip is no longer shared.';
