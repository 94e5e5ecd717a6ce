import { z } from 'zod';
import type { OrderKind } from './order-kind.js';
import type { OrderStatus } from './order-lifecycle.js';

/**
 * The handover code proves the trip: a ride starts (`picked_up`) only with the passenger's code,
 * a parcel is `delivered` only with the receiver's. After `HANDOVER_MAX_ATTEMPTS` wrong codes the
 * order's code is locked and only an admin completes that step, with a reason.
 */
export const HANDOVER_MAX_ATTEMPTS = 5;

export const handoverCodeSchema = z
  .string({ invalid_type_error: 'Enter the 4-digit code.' })
  .regex(/^\d{4}$/, 'Enter the 4-digit code.');

/** Whether moving an order of this kind to `to` is the step the code guards. */
export function needsHandoverCode(kind: OrderKind, to: OrderStatus): boolean {
  return (kind === 'ride' && to === 'picked_up') || (kind === 'parcel' && to === 'delivered');
}

export function handoverAttemptsLeft(attempts: unknown): number {
  const used = typeof attempts === 'number' && attempts > 0 ? attempts : 0;
  return Math.max(0, HANDOVER_MAX_ATTEMPTS - used);
}

export function wrongCodeMessage(attemptsLeft: number): string {
  return `That code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

export const HANDOVER_LOCKED_MESSAGE =
  'Too many wrong codes: this step is locked. An admin has been told and will complete it.';
