import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { getFirebaseApp, type SessionArea } from './app';
import { getAuthFor } from './auth';
import { getFirestoreFor } from './firestore';

/** Gives the screens under it the area's own Firebase app, Auth and Firestore (see `instances.ts`). */
export function FirebaseProviders({ area, children }: { area: SessionArea; children: ReactNode }) {
  const app = getFirebaseApp(area);
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={getAuthFor(app)}>
        <FirestoreProvider sdk={getFirestoreFor(app)}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
