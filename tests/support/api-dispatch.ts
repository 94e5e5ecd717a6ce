import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_DISPATCH_SETTINGS } from '@dropwise/domain/dispatch';
import { adminDb, bookOrder } from './booking-fixtures';
import { cancelLeftOpen } from './order-actors';
import { demo, signInWithPassword, type SignedInUser } from './emulators';
import { freshSignedInCustomer } from './fresh-customer';
import { riderOnDutyAt, useSettings } from './dispatch';
import { setDuty } from './live-trip';
import { ORDERS } from '@dropwise/domain/collections';

const { version: _storedVersion, ...defaultSettings } = DEFAULT_DISPATCH_SETTINGS;

/** The defaults with dispatch on and 10 s offers, so that an offer runs out within a test. */
export const AUTO_DISPATCH = { ...defaultSettings, auto: true, offerSeconds: 10 };

/** The platform admin, signed in by useDispatchFile() before the file's tests. */
export let admin: SignedInUser;
/** A customer of the file's own, so that its open orders never meet another file's cap. */
export let customer: SignedInUser;

/** Everyone the file put on duty, so that no offer after the file finds them. */
const onDuty: SignedInUser[] = [];

/**
 * The set-up of a dispatch API test file: signs the admin and the file's customer in before its
 * tests; after each, cancels the orders the customer left open, so that none waits for a free
 * rider into the next test; after them all, sends every rider it put on duty off again, puts
 * the default settings back, and cancels any order still looking for a rider.
 */
export function useDispatchFile(): void {
  beforeAll(async () => {
    admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    customer = await freshSignedInCustomer('Dispatch Customer');
  });
  afterEach(async () => {
    const open = await adminDb
      .collection(ORDERS)
      .where('customerUid', '==', customer.uid)
      .where('status', 'in', ['pending', 'accepted'])
      .get();
    await cancelLeftOpen(
      admin,
      open.docs.map((order) => order.id),
    );
  });
  afterAll(async () => {
    await offDuty(...onDuty);
    await useSettings(admin, defaultSettings);
    // A sweep in the file may have started other files' pending orders: none is left looking
    // for a rider, to be offered to the next file's riders.
    const looking = await adminDb
      .collection(ORDERS)
      .where('dispatch.state', 'in', ['offering', 'waiting'])
      .get();
    const pending = looking.docs.filter((order) => order.get('status') === 'pending');
    await cancelLeftOpen(
      admin,
      pending.map((order) => order.id),
    );
  });
}

/** The test settings with dispatch on (a new order is offered at once) or off (it waits on the board). */
export const setAutoDispatch = (auto: boolean) => useSettings(admin, { ...AUTO_DISPATCH, auto });

/** A rider on duty at `where`, sent off again when the file ends. */
export async function rider(uid: string, where: { lat: number; lng: number }, options = {}) {
  const signedInRider = await riderOnDutyAt(uid, where, options);
  onDuty.push(signedInRider);
  return signedInRider;
}

export async function offDuty(...riders: SignedInUser[]): Promise<void> {
  for (const one of riders) await setDuty(one, false);
}

/** The file's customer books `request`; the order's id. */
export const book = (request: Record<string, unknown>) => bookOrder(customer.idToken, request);

/**
 * Books while dispatch is off (the booking request then leaves the order alone), so a test that
 * then switches dispatch on drives the order's steps itself, with its own clock.
 */
export async function bookForSteps(request: Record<string, unknown>): Promise<string> {
  await setAutoDispatch(false);
  const id = await book(request);
  await setAutoDispatch(true);
  return id;
}
