import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { settings, turnFirestoreTracingOffUnlessSet } from '../config/settings.js';

// One admin app per process; the emulators' env vars (set by firebase-tools) redirect it.
const app = getApps()[0] ?? initializeApp();

turnFirestoreTracingOffUnlessSet();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);

/** The project this function serves, as the admin app resolved it (for checking token audiences). */
export function projectId(): string {
  return app.options.projectId ?? settings.gcloudProject() ?? settings.googleCloudProject() ?? '';
}
