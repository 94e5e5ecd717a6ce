import { dateOrNull, fieldsOf } from '@/lib/firebase/read-record';

/** The current rider's assignment: when, and the minutes to the pickup estimated then. */
export interface AssignmentView {
  at: Date;
  /** Null when the rider's position was not known at the assignment. */
  pickupEtaMinutes: number | null;
}

/** A fee charged for the order's cancellation, or for a rider giving it back. */
export interface CancellationFeeView {
  amountPaise: number;
  payer: 'customer' | 'rider';
  riderId: string | null;
}

/**
 * The assignment as the server reads it for a fee: its own time, else (orders assigned before it
 * was kept) the first assignment's, without a pickup estimate.
 */
export function readAssignment(assignment: unknown, assignedAt: unknown): AssignmentView | null {
  const fields = fieldsOf(assignment);
  const at = dateOrNull(fields.at) ?? dateOrNull(assignedAt);
  if (!at) return null;
  const eta = fields.pickupEtaMinutes;
  const ownTime = dateOrNull(fields.at) !== null;
  return {
    at,
    pickupEtaMinutes: ownTime && typeof eta === 'number' && Number.isFinite(eta) && eta >= 0 ? eta : null,
  };
}

export function readCancellationFee(value: unknown): CancellationFeeView | null {
  const fee = fieldsOf(value);
  const amountPaise = fee.amountPaise;
  if (typeof amountPaise !== 'number' || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) return null;
  if (fee.payer !== 'customer' && fee.payer !== 'rider') return null;
  return {
    amountPaise,
    payer: fee.payer,
    riderId: typeof fee.riderId === 'string' ? fee.riderId : null,
  };
}
