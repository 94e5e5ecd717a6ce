import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Coordinates, FareTable } from '@dropwise/domain/fares';
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
  const from = positionPoint(position);
  const pickup = order.pickup?.coordinates;
  const eta = from && pickup ? estimateTripEta(table, order.vehicleType, from, pickup) : null;
  return { assignment: { at: FieldValue.serverTimestamp(), pickupEtaMinutes: eta?.minutes ?? null } };
}

/** A rider's last fix from their `riderPositions` document; null off duty or before a fix. */
export function positionPoint(position: DocumentSnapshot | undefined): Coordinates | null {
  const lat: unknown = position?.get('lat');
  const lng: unknown = position?.get('lng');
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}
