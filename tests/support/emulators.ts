/** Addresses and small REST helpers for tests that run against the local emulator suite. */
export const PROJECT_ID = process.env.DROPWISE_PROJECT_ID ?? 'demo-dropwise';
// `firebase emulators:exec` exports the emulators' hosts; the defaults are the documented ports.
export const APP_URL = process.env.DROPWISE_APP_URL ?? 'http://127.0.0.1:5000';
export const AUTH_EMULATOR_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const FIRESTORE_EMULATOR_URL = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const API_KEY = 'demo-api-key';

export interface SignedInUser {
  uid: string;
  idToken: string;
}

async function identityToolkit<T>(operation: string, body: unknown): Promise<T> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${operation}?key=${API_KEY}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${operation} failed: ${json.error?.message ?? response.status}`);
  return json;
}

export async function signInWithPassword(email: string, password: string): Promise<SignedInUser> {
  const result = await identityToolkit<{ localId: string; idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: result.localId, idToken: result.idToken };
}

/** The SMS codes the Auth emulator has "sent", newest last. */
export async function verificationCodes(): Promise<
  Array<{ phoneNumber: string; code: string; sessionInfo: string }>
> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const json = (await response.json()) as {
    verificationCodes?: Array<{ phoneNumber: string; code: string; sessionInfo: string }>;
  };
  return json.verificationCodes ?? [];
}

export async function latestCodeFor(phoneNumber: string): Promise<string> {
  const codes = (await verificationCodes()).filter((entry) => entry.phoneNumber === phoneNumber);
  const latest = codes.at(-1);
  if (!latest) throw new Error(`No verification code was sent to ${phoneNumber}`);
  return latest.code;
}

export async function signInWithPhone(phoneNumber: string): Promise<SignedInUser> {
  const { sessionInfo } = await identityToolkit<{ sessionInfo: string }>('accounts:sendVerificationCode', {
    phoneNumber,
    recaptchaToken: 'ignored-by-the-emulator',
  });
  const code = await latestCodeFor(phoneNumber);
  const result = await identityToolkit<{ localId: string; idToken: string }>(
    'accounts:signInWithPhoneNumber',
    {
      sessionInfo,
      code,
    },
  );
  return { uid: result.localId, idToken: result.idToken };
}

export function decodeClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const demo = {
  admin: { email: 'admin@dropwise.test', password: 'admin-demo-1' },
  eduAdmin: { email: 'eduadmin@dropwise.test', password: 'edu-demo-1' },
  rider: { email: 'rider@dropwise.test', password: 'rider-demo-1' },
  customerPhone: '+15555550100',
  shopStaffPhone: '+15555550101',
} as const;
