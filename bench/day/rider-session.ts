import type { Auth } from 'firebase-admin/auth';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  type DocumentData,
  getFirestore,
  onSnapshot,
} from 'firebase/firestore';
import { AUTH_EMULATOR_URL, PROJECT_ID } from '../../tests/support/emulators';
import type { Point } from '../dispatch/places';
import { addListenerReads } from './ledger';
import { RIDERS, riderOffersPath } from '@dropwise/domain/collections';
import { indiaDate } from '@dropwise/domain/india-time';
import { examplePapers, papersRecords } from '@dropwise/domain/safety/papers-records';

/** A rider's phone: signed in with the web SDK, listening to its offers as the rider screen does. */
export interface RiderSession {
  uid: string;
  token(): Promise<string>;
  /** Listens to `riders/{uid}/offers` (useOffers); every document it receives counts as a read. */
  listen(offer: (orderId: string, data: DocumentData) => void, gone: (orderId: string) => void): void;
  close(): Promise<void>;
}

const [firestoreHost, firestorePort] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');

/**
 * An active rider with a password (Auth account, `rider` claim, `riders/{uid}` as the admin's
 * rider form leaves it), off duty, signed in through the web SDK in an app of its own.
 */
export async function riderSession(
  admin: { auth: Auth; db: AdminFirestore },
  uid: string,
  rider: { vehicleType: string; at: Point },
): Promise<RiderSession> {
  const email = `${uid}@bench.dropwise.test`;
  const password = 'bench-rider-password';
  const name = `Day Rider ${uid.split('-').pop()}`;
  await admin.auth.createUser({ uid, email, password, displayName: name });
  await admin.auth.setCustomUserClaims(uid, { rider: true });
  await admin.db.doc(`${RIDERS}/${uid}`).set({
    name,
    nameLower: name.toLowerCase(),
    phone: '+919800000000',
    email,
    vehicleType: rider.vehicleType,
    shopId: null,
    active: true,
    onDuty: false,
    ...papersRecords(name, examplePapers(indiaDate(Date.now())), null).rider,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, uid);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, firestoreHost!, Number(firestorePort));
  let unsubscribe = () => {};
  return {
    uid,
    token: () => user.getIdToken(),
    listen(offer, gone) {
      unsubscribe = onSnapshot(collection(db, riderOffersPath(uid)), (snapshot) => {
        const changes = snapshot.docChanges();
        const billed = changes.filter((change) => change.type !== 'removed').length;
        if (!snapshot.metadata.fromCache && billed > 0)
          addListenerReads("riders' offer listeners", riderOffersPath('*'), billed);
        for (const change of changes) {
          if (change.type === 'added') offer(change.doc.id, change.doc.data());
          if (change.type === 'removed') gone(change.doc.id);
        }
      });
    },
    async close() {
      unsubscribe();
      await deleteApp(app);
    },
  };
}
