import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { readDocuments } from '../../lib/read-documents.js';
import { offerRef, runRef } from './dispatch-documents.js';
import { readRun } from './dispatch-run.js';
import { ORDERS } from '@dropwise/domain/collections';

export const TAKEN = 'Another rider took this order first.';
export const ENDED = 'This offer has ended.';
const NOT_YOURS = 'You have no offer for this order.';

/**
 * Why a rider holds no offer for an order: one they had that ended (taken by another rider,
 * expired, withdrawn) is a 409 they can understand; one never made to them is a 403.
 */
export function noOffer(order: DocumentSnapshot, run: DocumentSnapshot, riderId: string): ApiError {
  if (!readRun(run)?.tried.includes(riderId)) return new ApiError(403, 'forbidden', NOT_YOURS);
  return new ApiError(409, 'conflict', order.get('status') === 'pending' ? ENDED : TAKEN);
}

/** `noOffer`, reading the order and its run to say why: only once the offer is known to be gone. */
export async function noOfferFor(db: Firestore, riderId: string, orderId: string): Promise<ApiError> {
  const [order, run] = await firestoreCall(
    db.getAll(db.collection(ORDERS).doc(orderId), runRef(db, orderId)),
  );
  return noOffer(order!, run!, riderId);
}

/**
 * In a rider's reply to an offer: the offer, the order, its dispatch run and any more documents
 * the reply needs, read together; refused when the rider holds no offer for the order.
 */
export async function readHeldOffer(
  db: Firestore,
  transaction: Transaction,
  riderId: string,
  orderId: string,
  ...alongside: DocumentReference[]
): Promise<{
  offer: DocumentSnapshot;
  order: DocumentSnapshot;
  run: DocumentSnapshot;
  alongside: DocumentSnapshot[];
}> {
  const [offer, order, run, ...other] = await readDocuments(
    transaction,
    offerRef(db, riderId, orderId),
    db.collection(ORDERS).doc(orderId),
    runRef(db, orderId),
    ...alongside,
  );
  if (!offer.exists) throw noOffer(order, run, riderId);
  return { offer, order, run, alongside: other };
}
