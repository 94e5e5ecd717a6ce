import { z } from 'zod';
import { handoverCodeSchema } from './handover.js';
import { ORDER_STATUSES, REASON_MAX_LENGTH } from './order-lifecycle.js';
import { NO_CONTROL_CHARACTERS } from './plain-text.js';

/** The reason a customer, admin or rider gives for cancelling or failing an order. */
export const reasonSchema = z
  .string({ required_error: 'Say why.', invalid_type_error: 'Say why.' })
  .trim()
  .min(3, 'Say why in at least 3 characters.')
  .max(REASON_MAX_LENGTH, `Keep the reason to ${REASON_MAX_LENGTH} characters.`)
  .regex(NO_CONTROL_CHARACTERS, 'The reason contains characters we cannot store.');

export const cancelRequestSchema = z.object({ reason: reasonSchema }).strict();

/** What an admin or rider sends to move an order: the target status, and why or to whom. */
export const transitionRequestSchema = z
  .object({
    to: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: 'Choose a valid status.' }) }),
    reason: reasonSchema.optional(),
    riderId: z.string().trim().min(1).max(128).optional(),
    /** The passenger's (ride, to picked_up) or receiver's (parcel, to delivered) code. */
    handoverCode: handoverCodeSchema.optional(),
  })
  .strict();
export type TransitionRequest = z.infer<typeof transitionRequestSchema>;
