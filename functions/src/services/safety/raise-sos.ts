import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { toMillis } from '@dropwise/domain/rider-duty';
import {
  type SosAlertDocument,
  type SosPosition,
  type SosRequest,
  type SosTold,
  sosWindowOpen,
} from '@dropwise/domain/safety/sos';
import { ORDERS, RIDER_POSITIONS, RIDERS, SOS_ALERTS, SOS_OPEN } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { readDocuments } from '../../lib/read-documents.js';
import { tellAboutSos, type SosDeps } from './tell-about-sos.js';

export interface SosCaller {
  uid: string;
  isRider: boolean;
}

export interface RaisedAlert {
  alertId: string;
  created: boolean;
  told: SosTold;
}

const noSuchOrder = () => new ApiError(404, 'not_found', 'No such order.');
export const openAlertRef = (db: Firestore, orderId: string, uid: string) =>
  db.collection(SOS_OPEN).doc(`${orderId}_${uid}`);

type StoredAlert = SosAlertDocument<FieldValue | Timestamp>;

/**
 * Raises an SOS on an order for its customer or its rider. One transaction records the alert and
 * the caller's open-alert pointer, so a second tap (or a retry) finds the same alert. Then the
 * admins are notified and the customer's emergency contacts texted; neither can fail the alert.
 */
export async function raiseSos(
  db: Firestore,
  orderId: string,
  caller: SosCaller,
  request: SosRequest,
  deps: SosDeps,
): Promise<RaisedAlert> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const order = (await firestoreCall(orderRef.get())).data() as OrderDocument<Timestamp> | undefined;
  if (!order) throw noSuchOrder();
  const role =
    order.customerUid === caller.uid
      ? 'customer'
      : caller.isRider && order.riderId === caller.uid
        ? 'rider'
        : null;
  if (!role || !order.customerUid) throw noSuchOrder();
  const now = deps.now();
  const open = sosWindowOpen(
    { status: order.status, hadRider: Boolean(order.riderId), endedAt: toMillis(order.updatedAt) },
    now,
  );
  if (!open) {
    throw new ApiError(
      409,
      'conflict',
      'An SOS can be raised from the moment a rider is assigned until 30 minutes after the trip. For help now, call 112.',
    );
  }

  const pointer = openAlertRef(db, orderId, caller.uid);
  const riderId = order.riderId;
  const deadline = deadlineFromNow();
  const outcome = await firestoreCall(
    db.runTransaction(async (transaction) => {
      const refs = riderId
        ? ([
            pointer,
            db.collection(RIDERS).doc(riderId),
            db.collection(RIDER_POSITIONS).doc(riderId),
          ] as const)
        : ([pointer] as const);
      const [existing, rider, riderPosition] = await readDocuments(transaction, ...refs);
      if (existing.exists) {
        const alertId = String(existing.get('alertId'));
        const alert = await transaction.get(db.collection(SOS_ALERTS).doc(alertId));
        return {
          alertId,
          created: false,
          told: (alert.get('told') as SosTold | undefined) ?? { contacts: [], admins: 0 },
        };
      }
      const position = bestPosition(request, riderPosition?.data(), now);
      const alertRef = db.collection(SOS_ALERTS).doc();
      const vehicle = rider?.get('vehicle') as { registration?: string } | null | undefined;
      const alert: StoredAlert = {
        orderId,
        pickup: order.pickup.address,
        raisedBy: caller.uid,
        role,
        customerUid: order.customerUid!,
        customerName: order.customerName ?? null,
        customerPhone: order.customerPhone ?? null,
        riderId: riderId ?? null,
        riderName: order.riderName ?? null,
        riderPhone: order.riderPhone ?? null,
        vehicleRegistration: vehicle?.registration ?? null,
        position: position?.position ?? null,
        positionSource: position?.source ?? null,
        raisedNote: request.note ?? null,
        status: 'open',
        raisedAt: FieldValue.serverTimestamp(),
        told: { contacts: [], admins: 0 },
        remindedAt: null,
        acknowledgedBy: null,
        acknowledgedAt: null,
        closedBy: null,
        closedAt: null,
        note: null,
      };
      assertBefore(deadline);
      transaction.create(alertRef, alert);
      transaction.create(pointer, { alertId: alertRef.id, createdAt: FieldValue.serverTimestamp() });
      return { alertId: alertRef.id, created: true, told: alert.told };
    }),
    deadline,
  );
  // The contacts are the customer's: a rider is told only that the desk was alerted.
  const forCaller = (raised: RaisedAlert): RaisedAlert =>
    role === 'customer' ? raised : { ...raised, told: { contacts: [], admins: raised.told.admins } };
  if (!outcome.created) return forCaller(outcome);
  const by = (role === 'customer' ? order.customerName : order.riderName) ?? role;
  const told = await tellAboutSos(db, deps, {
    alertId: outcome.alertId,
    orderId,
    customerUid: order.customerUid,
    customerName: order.customerName ?? null,
    pickup: order.pickup.address,
    by,
    role,
  });
  return forCaller({ ...outcome, told });
}

function bestPosition(
  request: SosRequest,
  riderPosition: Record<string, unknown> | undefined,
  now: number,
): { position: SosPosition; source: 'phone' | 'rider' } | null {
  if (request.lat !== undefined && request.lng !== undefined) {
    return {
      position: { lat: request.lat, lng: request.lng, accuracy: request.accuracy ?? null, at: now },
      source: 'phone',
    };
  }
  const { lat, lng, accuracy, at } = riderPosition ?? {};
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return {
    position: { lat, lng, accuracy: typeof accuracy === 'number' ? accuracy : null, at: toMillis(at) ?? now },
    source: 'rider',
  };
}
