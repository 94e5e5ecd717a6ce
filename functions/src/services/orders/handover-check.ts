import type { OrderDocument } from '@dropwise/domain/order-document';
import { ApiError } from '../../lib/api-error.js';
import { sameCode } from '../trip/handover-code.js';
import { wrongCodeAttempt } from './transition-changes.js';

/**
 * The handover code a rider gives at the step it guards: null when it matches (and for orders
 * booked before codes existed, which have none), the wrong attempt to count otherwise; 400 when
 * the code is missing.
 */
export function checkHandoverCode(
  order: Pick<OrderDocument<unknown>, 'handoverAttempts'>,
  stored: unknown,
  given: string | null | undefined,
): ReturnType<typeof wrongCodeAttempt> | null {
  if (typeof stored !== 'string') return null;
  if (!given) {
    throw new ApiError(400, 'validation_failed', 'Enter the 4-digit code.', {
      handoverCode: 'Enter the 4-digit code.',
    });
  }
  return sameCode(stored, given) ? null : wrongCodeAttempt(order);
}
