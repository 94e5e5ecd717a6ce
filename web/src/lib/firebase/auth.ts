import type { FirebaseApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

const connected = new WeakSet<Auth>();

export function getAuthFor(app: FirebaseApp): Auth {
  const auth = getAuth(app);
  if (useEmulators && !connected.has(auth)) {
    connectAuthEmulator(auth, `http://${emulatorHost()}:${emulatorPorts.auth}`, { disableWarnings: true });
    // reCAPTCHA cannot load offline; the Auth emulator does not check it anyway.
    auth.settings.appVerificationDisabledForTesting = true;
    connected.add(auth);
  }
  return auth;
}
