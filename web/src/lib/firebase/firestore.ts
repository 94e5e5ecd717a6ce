import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

const made = new WeakMap<FirebaseApp, Firestore>();

/**
 * The app's Firestore, with what it has read kept on the device (IndexedDB, shared by open tabs):
 * a customer's orders and a rider's jobs still show through a dropped connection, and writes made
 * offline are sent when it returns. Where the browser cannot keep it (some private modes), the
 * SDK falls back to memory on its own.
 */
export function getFirestoreFor(app: FirebaseApp): Firestore {
  const existing = made.get(app);
  if (existing) return existing;
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (useEmulators) connectFirestoreEmulator(db, emulatorHost(), emulatorPorts.firestore);
  made.set(app, db);
  return db;
}
