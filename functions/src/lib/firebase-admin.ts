import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One admin app per process; the emulators' env vars (set by firebase-tools) redirect it.
const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
