import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { positionRef } from './trip-documents.js';

/** What the on-duty document copies from `riders/{uid}`, for dispatch's nearby-rider query. */
export interface OnDutyRiderFields {
  vehicleType?: string;
  shopId?: string | null;
}

/** The rider's on-duty document, read in a transaction that changes what it copies. */
export function readOnDuty(
  db: Firestore,
  transaction: Transaction,
  riderId: string,
): Promise<DocumentSnapshot> {
  return transaction.get(positionRef(db, riderId));
}

/**
 * Keeps the on-duty document's copy in step with a change to the rider (vehicle type, shop), in
 * the same transaction, so dispatch never offers a car ride to a rider who now rides a bike.
 */
export function copyToOnDuty(
  transaction: Transaction,
  onDuty: DocumentSnapshot,
  fields: OnDutyRiderFields,
): void {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (onDuty.exists && Object.keys(changes).length > 0) transaction.update(onDuty.ref, changes);
}
