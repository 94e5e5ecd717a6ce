import { z } from 'zod';

const envSchema = z.object({
  VITE_USE_EMULATORS: z.enum(['true', 'false']).default('false'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().optional(),
  VITE_FIREBASE_VAPID_KEY: z.string().optional(),
  VITE_AUTH_EMULATOR_PORT: z.coerce.number().int().positive().default(9099),
  VITE_FIRESTORE_EMULATOR_PORT: z.coerce.number().int().positive().default(8080),
});

const env = envSchema.parse(import.meta.env);

/** The one switch between the local emulators and a real Firebase project. */
export const useEmulators = env.VITE_USE_EMULATORS === 'true';

export const firebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  appId: env.VITE_FIREBASE_APP_ID,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
};

export const vapidKey = env.VITE_FIREBASE_VAPID_KEY;

export const emulatorPorts = {
  auth: env.VITE_AUTH_EMULATOR_PORT,
  firestore: env.VITE_FIRESTORE_EMULATOR_PORT,
};

/** Emulators are reached on the host that served the page, so a LAN device works too. */
export function emulatorHost(): string {
  return typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
}
