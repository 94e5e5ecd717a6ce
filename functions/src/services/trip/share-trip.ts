import { randomBytes } from 'node:crypto';
import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import type { OrderChanges } from '../order-records/order-document.js';
import { FINAL_STATUSES, type OrderStatus } from '@dropwise/domain/order-lifecycle';
import { firstNameOf, type SharedTrip } from '@dropwise/domain/tracking';
import { trackingPath } from '@dropwise/domain/page-paths';
import { ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { ORDERS } from '@dropwise/domain/collections';
import { shareRef, trackingLinkRef } from './trip-documents.js';
import { readDocuments } from '../../lib/read-documents.js';

const notYours = () => new ApiError(404, 'not_found', 'No such order.');

/** 144 random bits, base64url: 24 characters nobody can guess. */
export function newTrackingToken(): string {
  return randomBytes(18).toString('base64url');
}

function sharedTrip(share: DocumentSnapshot): SharedTrip {
  const expiresAt = share.get('expiresAt') as Timestamp | null | undefined;
  return { url: String(share.get('url')), expiresAt: expiresAt ? expiresAt.toMillis() : null };
}

/**
 * Shares an open order: in one transaction, the public `trackingLinks/{token}` (what the page
 * shows, kept current by every status change) and the customer's `orders/{id}/private/share`.
 * Sharing again answers the link already shared.
 */
export async function shareTrip(
  db: Firestore,
  input: { orderId: string; customerUid: string; origin: string; mayAct: Promise<void> },
): Promise<SharedTrip> {
  const orderRef = db.collection(ORDERS).doc(input.orderId);
  const privateRef = shareRef(db, input.orderId);
  const deadline = deadlineFromNow();
  return firestoreCall(
    db.runTransaction(async (transaction) => {
      const [orderSnapshot, share] = await readDocuments(transaction, orderRef, privateRef);
      await input.mayAct;
      const order = orderSnapshot.data() as OrderDocument<Timestamp> | undefined;
      if (!order || order.customerUid !== input.customerUid) throw notYours();
      if (FINAL_STATUSES.includes(order.status as OrderStatus)) {
        throw new ApiError(409, 'conflict', 'This order has ended; there is nothing left to share.');
      }
      if (share.exists) return sharedTrip(share);
      assertBefore(deadline);
      // Status changes read the link only for an order marked shared (trip-documents.ts).
      transaction.update(orderRef, { shared: true } satisfies OrderChanges);
      return createShareLink(db, transaction, orderRef.id, order, input.origin);
    }),
    deadline,
  );
}

/** The public link and the order's `private/share`, in the caller's transaction (sharing, a shop's booking). */
export function createShareLink(
  db: Firestore,
  transaction: Transaction,
  orderId: string,
  order: Pick<
    OrderDocument<unknown>,
    'kind' | 'vehicleType' | 'status' | 'riderId' | 'riderName' | 'riderVehicle' | 'pickup' | 'dropOff'
  >,
  origin: string,
): SharedTrip {
  const token = newTrackingToken();
  const url = `${origin}${trackingPath(token)}`;
  transaction.create(trackingLinkRef(db, token), {
    orderId,
    kind: order.kind,
    vehicleType: order.vehicleType,
    status: order.status,
    riderId: order.riderId ?? null,
    riderFirstName: firstNameOf(order.riderName),
    vehicle: order.riderId ? (order.riderVehicle ?? null) : null,
    pickup: { label: order.pickup.address, coordinates: order.pickup.coordinates ?? null },
    dropOff: { label: order.dropOff.address, coordinates: order.dropOff.coordinates ?? null },
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    revoked: false,
    endedAt: null,
    expiresAt: null,
  });
  transaction.create(shareRef(db, orderId), {
    token,
    url,
    expiresAt: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { url, expiresAt: null };
}

/**
 * Stops sharing: the link is marked revoked (its page and API answer 404 from then on) and the
 * customer's private copy goes. Stopping a trip that is not shared is not an error.
 */
export async function stopSharingTrip(
  db: Firestore,
  input: { orderId: string; customerUid: string; mayAct: Promise<void> },
): Promise<void> {
  const orderRef = db.collection(ORDERS).doc(input.orderId);
  const privateRef = shareRef(db, input.orderId);
  const deadline = deadlineFromNow();
  await firestoreCall(
    db.runTransaction(async (transaction) => {
      const [orderSnapshot, share] = await readDocuments(transaction, orderRef, privateRef);
      await input.mayAct;
      if (!orderSnapshot.exists || orderSnapshot.get('customerUid') !== input.customerUid) throw notYours();
      const shared = share.get('token');
      if (typeof shared !== 'string') return;
      assertBefore(deadline);
      transaction.update(trackingLinkRef(db, shared), {
        revoked: true,
        revokedAt: FieldValue.serverTimestamp(),
      });
      transaction.delete(privateRef);
    }),
    deadline,
  );
}
