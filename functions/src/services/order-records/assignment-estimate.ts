import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { FareTable } from '@dropwise/domain/fares';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { estimateTripEta } from '@dropwise/domain/trip-eta';

/**
 * What an order keeps of each assignment: when, and the minutes to the pickup estimated from the
 * rider's position at that moment (already read by the assigning transaction). A customer's
 * cancellation is free once the rider is late by that estimate (@dropwise/domain/cancellation-fee).
 */
export function assignmentFields(
  table: FareTable,
  order: Pick<OrderDocument<unknown>, 'pickup' | 'vehicleType'>,
  position: DocumentSnapshot | undefined,
): { assignment: { at: FieldValue; pickupEtaMinutes: number | null } } {
  const lat: unknown = position?.get('lat');
  const lng: unknown = position?.get('lng');
  const pickup = order.pickup?.coordinates;
  const eta =
    typeof lat === 'number' && typeof lng === 'number' && pickup
      ? estimateTripEta(table, order.vehicleType, { lat, lng }, pickup)
      : null;
  return { assignment: { at: FieldValue.serverTimestamp(), pickupEtaMinutes: eta?.minutes ?? null } };
}
