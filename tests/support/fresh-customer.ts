import { FieldValue } from 'firebase-admin/firestore';
import { auth, db } from '../../scripts/seed/emulator-admin';
import { signInWithPhone } from './emulators';
import { USERS, userNotificationsPath } from '@dropwise/domain/collections';

export interface FreshCustomer {
  uid: string;
  phoneNumber: string;
}

/**
 * A customer no other test touches, with a finished profile (so signing in lands in the app, not
 * on /signup) and an empty notification feed. Numbers +1 555 557 1000 to 9999: other suites use
 * 555 555 xxxx.
 */
export async function freshCustomerWithProfile(name = 'Neha Joshi'): Promise<FreshCustomer> {
  const phoneNumber = `+1555557${1000 + Math.floor(Math.random() * 9000)}`;
  const existing = await auth.getUserByPhoneNumber(phoneNumber).catch(() => null);
  const user = existing ?? (await auth.createUser({ phoneNumber, displayName: name }));
  await db.doc(`${USERS}/${user.uid}`).set({
    name,
    phoneNumber,
    cityName: 'Pune',
    profileImage: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  await db.recursiveDelete(db.collection(userNotificationsPath(user.uid)));
  return { uid: user.uid, phoneNumber };
}

/** A fresh customer as above, signed in over the Auth REST API so a test can book for them first. */
export async function freshSignedInCustomer(name?: string): Promise<FreshCustomer & { idToken: string }> {
  const customer = await freshCustomerWithProfile(name);
  const { idToken } = await signInWithPhone(customer.phoneNumber);
  return { ...customer, idToken };
}
