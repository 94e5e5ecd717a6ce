import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb, bookOrder, callApi, parcelRequest } from './booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from './emulators';
import { freshSignedInCustomer } from './fresh-customer';
import { USERS } from '@dropwise/domain/collections';
import { indiaDate } from '@dropwise/domain/india-time';
import { examplePapers } from '@dropwise/domain/safety/papers-records';

/** A rider made through the admin API (Auth account, claim and active record), signed in. */
export async function freshRider(
  admin: SignedInUser,
): Promise<SignedInUser & { email: string; password: string }> {
  const email = `rider-${randomUUID().slice(0, 8)}@access-tests.dropwise.test`;
  const password = 'rider-pass-7';
  const created = await callApi('/api/admin/riders', {
    token: admin.idToken,
    body: { name: 'Access Rider', phone: '98765 43210', email, password, vehicleType: 'bike' },
  });
  if (created.status !== 201) throw new Error(`rider not created: ${JSON.stringify(created.body)}`);
  // Papers, entered as an admin does, so the rider may go on duty and be assigned.
  const uid = String(created.body.data?.uid);
  const papers = await callApi(`/api/admin/riders/${uid}/papers`, {
    method: 'PUT',
    token: admin.idToken,
    body: examplePapers(indiaDate(Date.now())),
  });
  if (papers.status !== 200) throw new Error(`papers refused: ${JSON.stringify(papers.body)}`);
  return { ...(await signInWithPassword(email, password)), email, password };
}

export const signInAdmin = () => signInWithPassword(demo.admin.email, demo.admin.password);

/** A fresh customer's parcel, accepted and assigned to the rider by the admin. */
export async function assignedOrder(admin: SignedInUser, riderUid: string, customer?: SignedInUser) {
  const booker = customer ?? (await freshSignedInCustomer());
  const id = await bookOrder(booker.idToken, parcelRequest());
  for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: riderUid }]) {
    const answer = await callApi(`/api/orders/${id}/transition`, { token: admin.idToken, body });
    if (answer.status !== 200) throw new Error(`could not move the order: ${JSON.stringify(answer.body)}`);
  }
  return { id, customerUid: booker.uid };
}

/** A phone customer who then set a password (/loginwithpass signs in on the phone's synthetic email). */
export async function customerWithPassword(): Promise<SignedInUser> {
  const phoneNumber = `+1555558${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const phoneUser = await signInWithPhone(phoneNumber);
  const email = `${phoneNumber.slice(1)}@phone.dropwise.invalid`;
  await adminAuth.updateUser(phoneUser.uid, { email, password: 'set-after-phone-1' });
  await adminDb.doc(`${USERS}/${phoneUser.uid}`).set({
    name: 'Password Customer',
    phoneNumber,
    cityName: 'Pune',
    profileImage: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  return signInWithPassword(email, 'set-after-phone-1');
}

/** Waits past the second of a revocation: Auth keeps revocation times in whole seconds. */
export const pastThisSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));
