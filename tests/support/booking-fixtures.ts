import { randomUUID } from 'node:crypto';
import { PUNE_STATION, SHANIWAR_WADA } from '@dropwise/domain/demo-trip-for-tests';
import { testAuth as adminAuth, testDb as adminDb } from './admin-sdk';
import { APP_URL, signInWithPassword, type SignedInUser } from './emulators';
import { ORDERS, RIDER_CARDS, RIDERS, userNotificationsPath } from '@dropwise/domain/collections';
import { indiaDate } from '@dropwise/domain/india-time';
import { examplePapers, papersRecords } from '@dropwise/domain/safety/papers-records';

/** The tests' Admin SDK, for arranging riders and reading what the functions wrote. */
export { adminAuth, adminDb };

export interface ApiAnswer {
  status: number;
  body: {
    success: boolean;
    id?: string;
    duplicate?: boolean;
    status?: string;
    from?: string;
    data?: Record<string, unknown>;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

/** Calls the API through the Hosting rewrite, as the app does. */
export async function callApi(
  path: string,
  options: { method?: string; token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${APP_URL}${path}`, {
    method: options.method ?? (options.body === undefined && options.rawBody === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** A parcel's two ends: points on FC Road and Baner Road, Pune. */
export const FC_ROAD = { lat: 18.5236, lng: 73.8412 };
export const BANER_ROAD = { lat: 18.559, lng: 73.7868 };

/** A ride that passes validation; tests change one thing at a time. */
export function rideRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'ride',
    requestId: randomUUID(),
    vehicleType: 'auto',
    scheduledAt: 'now',
    pickup: PUNE_STATION,
    dropOff: SHANIWAR_WADA,
    passengers: 2,
    ...overrides,
  };
}

export function parcelRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'parcel',
    requestId: randomUUID(),
    // Pins, as "use my location" sends them: the server labels each with the known place nearest.
    pickup: { address: 'FC Road 22, Shivajinagar', coordinates: FC_ROAD },
    dropOff: { address: 'Baner Road 14, Baner', coordinates: BANER_ROAD },
    parcel: {
      sizeBand: 'medium',
      description: 'A box of books',
      receiverName: 'Asha Patil',
      receiverPhone: '98765 43210',
    },
    ...overrides,
  };
}

/**
 * A user with a role claim and a password, made (or reset) with the admin SDK, then signed in.
 * Riders also get an active `riders/{uid}` document, which assignment requires. An account with
 * no role claim is a customer, so it also gets a phone number (as a phone sign-in gives one) and
 * signs in with the password set after it, as /loginwithpass does: booking needs that phone.
 */
export async function ensureAccount(
  uid: string,
  claims: Record<string, boolean>,
  rider?: { active: boolean; name: string },
): Promise<SignedInUser> {
  const email = `${uid}@booking-tests.dropwise.test`;
  const password = `${uid}-password`;
  try {
    await adminAuth.updateUser(uid, { email, password, disabled: false });
  } catch {
    await adminAuth.createUser({ uid, email, password, displayName: uid });
  }
  if (Object.keys(claims).length === 0) await givePhoneNumber(uid);
  await adminAuth.setCustomUserClaims(uid, claims);
  if (rider) {
    // Complete papers, as a licensed rider has: going on duty and being assigned require them.
    const papers = papersRecords(rider.name, examplePapers(indiaDate(Date.now())), null);
    await adminDb.doc(`${RIDER_CARDS}/${uid}`).set(papers.card);
    await adminDb.doc(`${RIDERS}/${uid}`).set({
      name: rider.name,
      phone: '+919800000000',
      vehicleType: 'bike',
      shopId: 'booking-test-shop',
      active: rider.active,
      ...papers.rider,
    });
  }
  return signInWithPassword(email, password);
}

/** Books an order as the given customer and returns its id. */
export async function bookOrder(token: string, request = rideRequest()): Promise<string> {
  const answer = await callApi('/api/orders', { token, body: request });
  if (answer.status !== 201 || !answer.body.id)
    throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** The order's status changes, oldest first, as stored on the order. */
export async function orderHistory(orderId: string): Promise<Array<Record<string, unknown>>> {
  const history = (await adminDb.doc(`${ORDERS}/${orderId}`).get()).get('history') as
    Array<Record<string, unknown>> | undefined;
  return [...(history ?? [])].sort((a, b) => Number(a.n) - Number(b.n));
}

export async function notificationsAbout(
  uid: string,
  orderId: string,
): Promise<Array<Record<string, unknown>>> {
  const snapshot = await adminDb.collection(userNotificationsPath(uid)).where('orderId', '==', orderId).get();
  return snapshot.docs.map((doc) => doc.data());
}

/**
 * The functions emulator runs each concurrent request in its own Node process and starts a new
 * one whenever none is idle. Ramping up to `count` concurrent health checks leaves idle processes
 * behind, so fewer requests of a burst that follows wait for a cold start on a small machine.
 * (A health check is quick, so a process that finished is reused: the ramp leaves fewer than
 * `count`, about 7 of 20 on a 2-core machine.)
 */
export async function warmFunctionWorkers(count: number): Promise<void> {
  for (let wave = 1; wave <= count; wave = Math.min(count, wave * 2)) {
    await Promise.all(
      Array.from({ length: wave }, () => fetch(`${APP_URL}/api/health`).then((r) => r.text())),
    );
    if (wave === count) break;
  }
}

/** A phone number no other account holds (+1 555 556 0000 to 9999), unless the account has one. */
async function givePhoneNumber(uid: string): Promise<void> {
  if ((await adminAuth.getUser(uid)).phoneNumber) return;
  for (;;) {
    const phoneNumber = `+1555556${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    try {
      await adminAuth.updateUser(uid, { phoneNumber });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/phone-number-already-exists') throw error;
    }
  }
}
