import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulators';

// Tests only ever talk to the emulators.
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const app =
  getApps().find((candidate) => candidate.name === 'tests') ??
  initializeApp({ projectId: PROJECT_ID }, 'tests');

/** The Admin SDK on the emulators, for arranging data and checking what a call stored. */
export const testDb = getFirestore(app);
export const testAuth = getAuth(app);
