import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb, bookOrder, callApi, ensureAccount, rideRequest } from './booking-fixtures';
import { FIRESTORE_EMULATOR_URL, PROJECT_ID, type SignedInUser } from './emulators';
import { handoverCodeOf, move } from './order-actors';
import { ORDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';

/** Riders, customers and admins as the live-trip tests use them. */
export const setDuty = (rider: SignedInUser, onDuty: unknown) =>
  callApi('/api/rider/duty', { token: rider.idToken, body: { onDuty } });

export const report = (rider: SignedInUser | null, body: unknown) =>
  callApi('/api/rider/position', { token: rider?.idToken, body });

/** A fresh, precise fix near Pune station; tests change one thing at a time. */
export const fix = (overrides: Record<string, unknown> = {}) => ({
  lat: 18.5301,
  lng: 73.8712,
  accuracy: 12,
  at: Date.now(),
  ...overrides,
});

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits past the spacing of a rider's reports (one taken per 2 s), so the next one is not refused as too soon. */
export const pastReportSpacing = () => pause(2_100);

/** An active rider of its own per test file, so one file's reports never meet another's spacing. */
export const freshRider = (uid: string, name = 'Ravi Kumar') =>
  ensureAccount(uid, { rider: true }, { active: true, name });

export async function positionOf(riderId: string): Promise<DocumentData | undefined> {
  return (await adminDb.doc(`${RIDER_POSITIONS}/${riderId}`).get()).data();
}

/**
 * Reads a document through the Firestore emulator's REST API as the signed-in user, so the
 * security rules decide: the status (200 or 403) is what that user's app would get.
 */
export async function readAs(user: SignedInUser, path: string): Promise<number> {
  const response = await fetch(
    `${FIRESTORE_EMULATOR_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: { Authorization: `Bearer ${user.idToken}` } },
  );
  await response.text();
  return response.status;
}

/** A ride booked by `customer`, accepted and assigned to `rider` by `admin`. */
export async function assignedRide(
  customer: SignedInUser,
  admin: SignedInUser,
  rider: SignedInUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = await bookOrder(customer.idToken, rideRequest(overrides));
  for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: rider.uid }]) {
    const answer = await move(admin, id, body);
    if (answer.status !== 200) throw new Error(`could not move: ${JSON.stringify(answer.body)}`);
  }
  return id;
}

/** Moves a ride on to picked up with the passenger's code. */
export async function pickUp(rider: SignedInUser, orderId: string): Promise<void> {
  const answer = await move(rider, orderId, { to: 'picked_up', handoverCode: await handoverCodeOf(orderId) });
  if (answer.status !== 200) throw new Error(`could not pick up: ${JSON.stringify(answer.body)}`);
}

/** What a status change or a refused call must leave alone: status, history length, attempts. */
export async function orderState(orderId: string) {
  const order = (await adminDb.doc(`${ORDERS}/${orderId}`).get()).data()!;
  return {
    status: order.status as string,
    historyCount: (order.history as unknown[]).length,
    handoverAttempts: order.handoverAttempts as number,
    handoverLocked: order.handoverLocked as boolean,
  };
}
