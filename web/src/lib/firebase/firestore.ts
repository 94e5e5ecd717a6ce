import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

const connected = new WeakSet<Firestore>();

export function getFirestoreFor(app: FirebaseApp): Firestore {
  const db = getFirestore(app);
  if (useEmulators && !connected.has(db)) {
    connectFirestoreEmulator(db, emulatorHost(), emulatorPorts.firestore);
    connected.add(db);
  }
  return db;
}
