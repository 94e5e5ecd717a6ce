import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { distanceBetween } from 'geofire-common';
import { firestoreCall } from '../../lib/deadline.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { positionRef } from '../trip/trip-documents.js';
import { type DispatchRun, offerRef, runRef } from './dispatch-documents.js';
import { readRun, stillAsPlanned, storedRun } from './dispatch-run.js';
import type { DispatchDeps } from './dispatch-deps.js';
import type { NearbyRider } from './nearby-riders.js';
import { type Point, pointOf } from './round-plan.js';
import type { RoundOutcome } from './round-outcome.js';
import { ORDERS } from '@dropwise/domain/collections';

const roundKm = (km: number) => Math.round(km * 10) / 10;

/**
 * Writes a round in one transaction that rereads the order, the run and the found riders'
 * position documents: an offer to each rider still free and never offered the order (at most the
 * batch size), each marked as holding an offer and told, and the round on the run and the order.
 * Null when the order's dispatch moved on meanwhile or none of the riders is free any more.
 */
export async function writeRound(
  db: Firestore,
  orderId: string,
  planned: DispatchRun,
  runExists: boolean,
  found: { round: number; riders: NearbyRider[] },
  now: number,
  deps: DispatchDeps,
): Promise<Extract<RoundOutcome, { outcome: 'offered' }> | null> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const expiresAt = now + planned.offerSeconds * 1000;
  return firestoreCall(
    db.runTransaction(async (transaction) => {
      const [order, runSnapshot, ...positions] = await transaction.getAll(
        orderRef,
        runRef(db, orderId),
        ...found.riders.map((rider) => positionRef(db, rider.riderId)),
      );
      deps.countReads?.(2 + positions.length);
      const run = readRun(runSnapshot!);
      // Someone else moved this order's dispatch on meanwhile (an accept, a decline, an admin).
      if (!stillAsPlanned(order!, runSnapshot!, planned, runExists)) return null;

      const free = found.riders.filter(
        (rider, i) =>
          positions[i]!.exists &&
          positions[i]!.get('available') === true &&
          !(run?.tried ?? []).includes(rider.riderId),
      );
      const chosen = free.slice(0, planned.batchSize);
      if (chosen.length === 0) return null;
      const offeredTo = chosen.map((rider) => rider.riderId);
      const pickup = order!.get('pickup') as { address: string; coordinates: Point };
      const dropOff = order!.get('dropOff') as { address: string; coordinates: Point | null };
      const fare = order!.get('fare') as { amount: number; currency: string; distanceKm?: number };
      const dropOffPoint = pointOf(dropOff);
      const tripKm =
        typeof fare.distanceKm === 'number'
          ? fare.distanceKm
          : dropOffPoint
            ? roundKm(
                distanceBetween(
                  [pickup.coordinates.lat, pickup.coordinates.lng],
                  [dropOffPoint.lat, dropOffPoint.lng],
                ),
              )
            : 0;
      const kind = order!.get('kind') as 'ride' | 'parcel';
      for (const rider of chosen) {
        transaction.create(offerRef(db, rider.riderId, orderId), {
          orderId,
          kind,
          pickup: { label: pickup.address, coordinates: pickup.coordinates },
          dropOff: { label: dropOff.address, coordinates: dropOffPoint },
          distanceToPickupKm: roundKm(rider.distanceKm),
          tripKm,
          fare: { amount: fare.amount, currency: fare.currency },
          expiresAt: Timestamp.fromMillis(expiresAt),
          round: found.round,
          createdAt: FieldValue.serverTimestamp(),
        });
        transaction.update(positionRef(db, rider.riderId), { offerOrderId: orderId, available: false });
      }
      transaction.set(runRef(db, orderId), {
        ...storedRun(planned),
        round: found.round,
        offeredTo,
        tried: [...planned.tried, ...offeredTo],
        expiresAt: Timestamp.fromMillis(expiresAt),
        updatedAt: FieldValue.serverTimestamp(),
      });
      transaction.update(orderRef, {
        dispatch: {
          state: 'offering',
          round: found.round,
          rounds: planned.plan.length,
          offered: offeredTo.length,
          until: Timestamp.fromMillis(expiresAt),
        },
      } satisfies OrderChanges);
      return { outcome: 'offered' as const, round: found.round, riders: offeredTo, expiresAt };
    }),
  );
}
