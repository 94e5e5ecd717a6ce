import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One admin app per process; the emulators' env vars (set by firebase-tools) redirect it.
const app = getApps()[0] ?? initializeApp();

// The Firestore SDK wraps every call in an OpenTelemetry span unless told not to; with no tracer
// provider registered the spans go nowhere, yet each still costs CPU on every read and commit.
// Set FIRESTORE_ENABLE_TRACING=on in the function's environment to trace with a provider of yours.
process.env.FIRESTORE_ENABLE_TRACING ??= 'off';

export const db = getFirestore(app);
export const adminAuth = getAuth(app);

/** The project this function serves, as the admin app resolved it (for checking token audiences). */
export function projectId(): string {
  return app.options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
}
