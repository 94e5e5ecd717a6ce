import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../lib/api-error.js';
import type { VehicleCard } from '@dropwise/domain/safety/rider-papers';
import { RIDERS } from '@dropwise/domain/collections';
import { requirePapersInOrder } from '../papers/papers-in-order.js';

/** The rider an order is assigned to, as the order and its notifications name them. */
export interface AssignedRider {
  id: string;
  name: string;
  phone: string | null;
  shopId: string | null;
  /** What the customer looks for at the kerb (riders/{id}.vehicle, from the papers). */
  vehicle: VehicleCard | null;
}

/** An admin assigning a rider who does not exist or is not active: the field to fix. */
const chooseActiveRider = () =>
  new ApiError(400, 'validation_failed', 'That rider does not exist or is not active.', {
    riderId: 'Choose an active rider.',
  });

/**
 * Reads the rider inside the assigning transaction: `inactive()` unless they exist and are active
 * (by default the admin's 400; a rider taking an offer is told about their own account instead),
 * 409 `papers_incomplete` unless their papers are in order today, as going on duty requires.
 */
export async function readActiveRider(
  db: Firestore,
  transaction: Transaction,
  riderId: string,
  inactive: () => ApiError = chooseActiveRider,
): Promise<AssignedRider> {
  const snapshot = await transaction.get(db.collection(RIDERS).doc(riderId));
  if (!snapshot.exists || snapshot.get('active') !== true) throw inactive();
  requirePapersInOrder(
    snapshot,
    Date.now(),
    "That rider's papers are not in order, so they cannot be assigned.",
  );
  const text = (field: string) => {
    const value = snapshot.get(field);
    return typeof value === 'string' && value ? value : null;
  };
  return {
    id: snapshot.id,
    name: text('name') ?? 'Your rider',
    phone: text('phone'),
    shopId: text('shopId'),
    vehicle: (snapshot.get('vehicle') as VehicleCard | null | undefined) ?? null,
  };
}
