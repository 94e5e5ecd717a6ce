import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { toMillis } from '@dropwise/domain/rider-duty';
import { ApiError } from '../../lib/api-error.js';
import { isAlreadyExists } from '../../lib/create-conflict.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { readActiveRider } from '../order-records/assigned-rider.js';
import { riderNotActive } from '../rider-standing.js';
import { assignmentFields } from '../order-records/assignment-estimate.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { keepBookingShop, type OrderChanges } from '../order-records/order-document.js';
import { historyChanges } from '../order-records/order-history.js';
import { notifyParties } from '../order-records/transition-notifications.js';
import { readShareOf } from '../trip/trip-documents.js';
import { readTripState, writeTripChanges } from '../trip/trip-in-transition.js';
import { offerRef, runRef } from './dispatch-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { ENDED, noOffer, noOfferFor, TAKEN } from './held-offer.js';
import { readRun } from './dispatch-run.js';
import { readDocuments } from '../../lib/read-documents.js';
import { offerWaitingOrdersTo } from './waiting-orders.js';
import { readStandingOffers, withdrawOffers } from './withdraw-offers.js';
import { CLAIMS, ORDERS } from '@dropwise/domain/collections';

/** Created by the first rider to accept an order: the one document every accept races for. */
const claimRef = (db: Firestore, orderId: string) => runRef(db, orderId).collection(CLAIMS).doc('accept');

/**
 * A rider accepts an offer: in one transaction the order becomes `assigned` to them (a history
 * entry saying it was accepted from an offer), every other offer for it is withdrawn and those
 * riders freed, the live trip starts following them, and the customer is told as for any
 * assignment. The first accept wins; a later one finds the order taken (409). The riders whose
 * offers were withdrawn are offered the orders waiting near them.
 *
 * Riders racing for one order first race to create its claim: a create either wins or fails at
 * once, so the losers are answered in one write instead of aborting each other's transactions
 * (which the store retries with growing pauses, seconds under twenty accepts), and the winner's
 * transaction meets no rival but an admin acting on the order by hand. Before the claim only the
 * rider's offer is read (one read for each of the racing riders); the order's state is the
 * transaction's to check, with the run's standing offers, and a rider whose offer is gone learns
 * why from the order and its run.
 */
export async function acceptOffer(
  db: Firestore,
  riderId: string,
  orderId: string,
  deps: DispatchDeps,
): Promise<{ id: string; status: 'assigned' }> {
  const now = deps.now;
  const offer = await firestoreCall(offerRef(db, riderId, orderId).get());
  if (!offer.exists) throw await noOfferFor(db, riderId, orderId);
  if ((toMillis(offer.get('expiresAt')) ?? 0) <= now()) throw new ApiError(409, 'conflict', ENDED);
  try {
    await firestoreCall(claimRef(db, orderId).create({ riderId, at: FieldValue.serverTimestamp() }));
  } catch (error) {
    if (isAlreadyExists(error)) throw new ApiError(409, 'conflict', TAKEN);
    throw error;
  }
  let accepted: { freed: string[] };
  try {
    accepted = await acceptInTransaction(db, riderId, orderId, now);
  } catch (error) {
    // The order stays open to the others (an inactive rider, a store failure).
    await claimRef(db, orderId)
      .delete()
      .catch(() => undefined);
    throw error;
  }
  await offerWaitingOrdersTo(db, accepted.freed, deps);
  return { id: orderId, status: 'assigned' };
}

async function acceptInTransaction(
  db: Firestore,
  riderId: string,
  orderId: string,
  now: () => number,
): Promise<{ freed: string[] }> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const deadline = deadlineFromNow();
  const tableRead = currentFareTable(db, deadline);
  tableRead.catch(() => undefined);
  return firestoreCall(
    db.runTransaction(async (transaction) => {
      // The run says which offers stand and until when: the offer itself was read before the claim.
      const [order, run] = await readDocuments(transaction, orderRef, runRef(db, orderId));
      const round = readRun(run);
      if (!round?.offeredTo.includes(riderId)) throw noOffer(order, run, riderId);
      if ((round.expiresAt ?? 0) <= now()) throw new ApiError(409, 'conflict', ENDED);
      if (!order.exists || order.get('status') !== 'pending') throw new ApiError(409, 'conflict', TAKEN);

      const data = order.data() as OrderDocument<Timestamp>;
      const share = await readShareOf(db, transaction, orderId, data);
      // The gate leaves the rider record to this read (gates.ts, `riderRecordLeftToCall`).
      const rider = await readActiveRider(db, transaction, riderId, riderNotActive);
      const trip = await readTripState(db, transaction, share, {
        order: data,
        to: 'assigned',
        newRiderId: riderId,
      });
      const standing = await readStandingOffers(
        db,
        transaction,
        orderId,
        data.dispatch?.state,
        run,
        trip.positions,
      );
      const estimate = assignmentFields(await tableRead, data, trip.positions.get(riderId));
      assertBefore(deadline);

      const assigned: OrderChanges = {
        status: 'assigned',
        riderId: rider.id,
        riderName: rider.name,
        riderPhone: rider.phone,
        riderVehicle: rider.vehicle,
        shopId: rider.shopId,
        ...keepBookingShop(data),
        updatedAt: FieldValue.serverTimestamp(),
        ...historyChanges(data, {
          from: 'pending',
          to: 'assigned',
          by: { uid: riderId, role: 'rider' },
          reason: null,
          riderId,
          viaOffer: true,
        }),
        dispatch: { ...data.dispatch, state: 'accepted', offered: 0, until: null },
        assignedAt: FieldValue.serverTimestamp(),
        ...estimate,
      };
      transaction.update(orderRef, assigned);
      if (standing) withdrawOffers(db, transaction, orderId, standing, riderId);
      else transaction.delete(offerRef(db, riderId, orderId));
      writeTripChanges(db, transaction, {
        orderId,
        order: data,
        to: 'assigned',
        rider,
        reads: trip,
        acceptedOfferBy: riderId,
      });
      notifyParties(db, transaction, {
        id: orderId,
        order: data,
        from: 'pending',
        to: 'assigned',
        reason: null,
        rider,
        actor: { uid: riderId, role: 'rider' },
      });
      return { freed: (standing?.riders ?? []).filter((id) => id !== riderId) };
    }),
    deadline,
  );
}
