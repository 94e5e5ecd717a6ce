import type { DispatchDeps } from '../../functions/src/services/dispatch/dispatch-deps';
import { adminDb, callApi, ensureAccount } from './booking-fixtures';
import type { SignedInUser } from './emulators';
import { fix, pause, report, setDuty } from './live-trip';
import { RIDERS, riderOffersPath } from '@dropwise/domain/collections';

/** Agra, far from the Pune riders other test files leave on duty, so only this file's riders are near. */
export const AGRA_PICKUP = { lat: 27.1751, lng: 78.0421 };
export const AGRA_DROP_OFF = { lat: 27.1767, lng: 78.0081 };

/** A point `km` kilometres due north of the pickup (a degree of latitude is about 111.2 km). */
export const northOfPickup = (km: number) => ({ lat: AGRA_PICKUP.lat + km / 111.2, lng: AGRA_PICKUP.lng });

export const saveSettings = (admin: SignedInUser, body: unknown) =>
  callApi('/api/admin/dispatch', { method: 'PUT', token: admin.idToken, body });
export const readSettings = (user: SignedInUser | null) =>
  callApi('/api/admin/dispatch', { token: user?.idToken });

/** Saves the settings over whatever version is stored. */
export async function useSettings(admin: SignedInUser, settings: Record<string, unknown>): Promise<void> {
  const answer = await saveSettings(admin, settings);
  if (answer.status !== 200) throw new Error(`settings refused: ${JSON.stringify(answer.body)}`);
}

export const accept = (rider: SignedInUser, orderId: string) =>
  callApi(`/api/rider/offers/${orderId}/accept`, { token: rider.idToken, body: {} });
export const decline = (rider: SignedInUser, orderId: string) =>
  callApi(`/api/rider/offers/${orderId}/decline`, { token: rider.idToken, body: {} });

/** An active rider of the given vehicle type, on duty at `where` with a fresh fix. */
export async function riderOnDutyAt(
  uid: string,
  where: { lat: number; lng: number },
  options: { vehicleType?: string; shopId?: string | null } = {},
): Promise<SignedInUser> {
  const rider = await ensureAccount(uid, { rider: true }, { active: true, name: `Rider ${uid}` });
  await adminDb.doc(`${RIDERS}/${uid}`).update({
    vehicleType: options.vehicleType ?? 'bike',
    shopId: options.shopId ?? null,
  });
  await setDuty(rider, false);
  const on = await setDuty(rider, true);
  if (on.status !== 200) throw new Error(`could not go on duty: ${JSON.stringify(on.body)}`);
  const answer = await report(rider, fix(where));
  if (answer.status !== 200) throw new Error(`could not report: ${JSON.stringify(answer.body)}`);
  return rider;
}

/** The order ids offered to a rider now. */
export async function offersOf(riderId: string): Promise<string[]> {
  return (await adminDb.collection(riderOffersPath(riderId)).get()).docs.map((doc) => doc.id);
}

/** Waits until `check` answers true (polling the store), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not come true in time');
    await pause(100);
  }
}

/** The dispatch steps run in this process, with a clock the test moves and a timer it reads. */
export function stepDeps(
  offsetMs = 0,
): DispatchDeps & { wakes: Array<{ orderId: string; at: number }>; admins: string[] } {
  const wakes: Array<{ orderId: string; at: number }> = [];
  const admins: string[] = [];
  return {
    now: () => Date.now() + offsetMs,
    timer: { wakeAt: async (orderId, at) => void wakes.push({ orderId, at }) },
    adminUids: async () => admins,
    wakes,
    admins,
  };
}
