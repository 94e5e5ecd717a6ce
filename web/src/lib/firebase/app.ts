import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { firebaseOptions } from './config';

/**
 * Each signed-in area gets its own Firebase app so its session is separate: a platform admin
 * signing in does not sign the customer out in the same browser, and the other way round.
 */
export type SessionArea = 'customer' | 'admin' | 'education' | 'shop';

const appNames: Record<SessionArea, string> = {
  customer: '[DEFAULT]',
  admin: 'dropwise-admin',
  education: 'dropwise-education',
  shop: 'dropwise-shop',
};

export function getFirebaseApp(area: SessionArea = 'customer'): FirebaseApp {
  const name = appNames[area];
  const existing = getApps().find((app) => app.name === name);
  if (existing) return existing;
  return area === 'customer' ? initializeApp(firebaseOptions) : initializeApp(firebaseOptions, name);
}
