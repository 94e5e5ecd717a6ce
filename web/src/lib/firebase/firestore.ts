import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore';
import { emulatorHost, useEmulators } from './config';

const connected = new WeakSet<Firestore>();

export function getFirestoreFor(app: FirebaseApp): Firestore {
  const db = getFirestore(app);
  if (useEmulators && !connected.has(db)) {
    connectFirestoreEmulator(db, emulatorHost(), 8080);
    connected.add(db);
  }
  return db;
}
