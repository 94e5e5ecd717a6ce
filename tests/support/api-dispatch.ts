import { DEFAULT_DISPATCH_SETTINGS } from '@domain/dispatch';
import { adminDb, bookOrder, parcelRequest } from './booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from './emulators';
import { freshSignedInCustomer } from './fresh-customer';
import { AGRA_DROP_OFF, AGRA_PICKUP, riderOnDutyAt, useSettings } from './dispatch';
import { setDuty } from './live-trip';

const { version: _storedVersion, ...defaultSettings } = DEFAULT_DISPATCH_SETTINGS;

/** The defaults with dispatch on and 10 s offers, so that an offer runs out within a test. */
export const AUTO_DISPATCH = { ...defaultSettings, auto: true, offerSeconds: 10 };

/** Who the dispatch API files act as: the admin and a customer of the file's own. */
export interface DispatchActors {
  admin: SignedInUser;
  customer: SignedInUser;
}

let signedIn: DispatchActors | undefined;
/** Everyone the file put on duty, so that it can send them off again and no later offer finds them. */
const onDuty: SignedInUser[] = [];

/** Signs them in, once per test file; a customer of the file's own never meets another file's cap. */
export async function signInDispatchActors(): Promise<DispatchActors> {
  signedIn = {
    admin: await signInWithPassword(demo.admin.email, demo.admin.password),
    customer: await freshSignedInCustomer('Dispatch Customer'),
  };
  return signedIn;
}

function actors(): DispatchActors {
  if (!signedIn) throw new Error('Call signInDispatchActors() in a beforeAll first.');
  return signedIn;
}

/** Sends every rider the file put on duty off again and puts the default settings back. */
export async function endDispatchFile(): Promise<void> {
  await offDuty(...onDuty);
  await useSettings(actors().admin, defaultSettings);
}

/** A parcel (bikes carry parcels) picked up in Agra, where only the file's riders are on duty. */
export const agraParcel = (overrides: Record<string, unknown> = {}) =>
  parcelRequest({
    pickup: { address: 'Taj Ganj, Agra', coordinates: AGRA_PICKUP },
    dropOff: { address: 'Agra Fort', coordinates: AGRA_DROP_OFF },
    ...overrides,
  });

export const orderOf = async (id: string) => (await adminDb.doc(`orders/${id}`).get()).data()!;
export const runOf = async (id: string) => (await adminDb.doc(`dispatchRuns/${id}`).get()).data();

/** A rider on duty at `where`, sent off again when the file ends. */
export async function rider(uid: string, where: { lat: number; lng: number }, options = {}) {
  const signedInRider = await riderOnDutyAt(uid, where, options);
  onDuty.push(signedInRider);
  return signedInRider;
}

export async function offDuty(...riders: SignedInUser[]): Promise<void> {
  for (const one of riders) await setDuty(one, false);
}

/**
 * Books while dispatch is off and gives the order's trigger time to run and pass, so a test that
 * then switches dispatch on drives the order's steps itself, with its own clock.
 */
export async function bookForSteps(request: Record<string, unknown>): Promise<string> {
  const { admin, customer } = actors();
  await useSettings(admin, { ...AUTO_DISPATCH, auto: false });
  const id = await bookOrder(customer.idToken, request);
  await new Promise((done) => setTimeout(done, 2_500));
  await useSettings(admin, AUTO_DISPATCH);
  return id;
}
