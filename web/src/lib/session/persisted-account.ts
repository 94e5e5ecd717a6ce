import { z } from 'zod';
import { profileImageSchema } from '@dropwise/domain/customer-profile';
import { pagePaths } from '@dropwise/domain/page-paths';

/**
 * What the customer app remembers between visits, saved under one fixed localStorage key. It is
 * a convenience cache only: access is always decided by Firebase Auth and the Firestore rules,
 * never by this value, so a missing, corrupted or hand-edited entry is simply dropped.
 */
export const ACCOUNT_STORAGE_KEY = 'dropwise:customer-account';
const STORAGE_VERSION = 1;

export interface PendingVerification {
  phoneNumber: string;
  /** When the last code was sent (epoch ms): drives the resend countdown. */
  sentAt: number;
}

export interface AccountState {
  name: string;
  phoneNumber: string;
  cityName: string;
  profileImage: string | null;
  /** A phone verification in progress (only in memory: its confirmation cannot be saved). */
  userOtp: PendingVerification | null;
  signedIn: boolean;
  currentRoute: string;
  pushDeviceToken: string | null;
}

export const emptyAccountState: AccountState = {
  name: '',
  phoneNumber: '',
  cityName: '',
  profileImage: null,
  userOtp: null,
  signedIn: false,
  currentRoute: pagePaths.home,
  pushDeviceToken: null,
};

const persistedSchema = z
  .object({
    version: z.literal(STORAGE_VERSION),
    name: z.string().max(80),
    phoneNumber: z.string().regex(/^(\+[1-9]\d{7,14})?$/),
    cityName: z.string().max(80),
    profileImage: profileImageSchema,
    signedIn: z.boolean(),
    currentRoute: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)/),
    pushDeviceToken: z.string().max(4096).nullable(),
  })
  .strict();

type PersistedAccount = z.infer<typeof persistedSchema>;

/** The saved state, or the empty state when nothing valid is saved (a bad entry is removed). */
export function loadAccountState(storage: Storage | undefined = safeLocalStorage()): AccountState {
  if (!storage) return emptyAccountState;
  let raw: string | null;
  try {
    raw = storage.getItem(ACCOUNT_STORAGE_KEY);
  } catch {
    return emptyAccountState;
  }
  if (raw === null) return emptyAccountState;
  const parsed = persistedSchema.safeParse(parseJson(raw));
  if (!parsed.success) {
    removeQuietly(storage);
    return emptyAccountState;
  }
  const { version: _version, ...saved } = parsed.data;
  return { ...emptyAccountState, ...saved };
}

export function saveAccountState(
  state: AccountState,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  if (!storage) return;
  const persisted: PersistedAccount = {
    version: STORAGE_VERSION,
    name: state.name,
    phoneNumber: state.phoneNumber,
    cityName: state.cityName,
    profileImage: state.profileImage,
    signedIn: state.signedIn,
    currentRoute: state.currentRoute,
    pushDeviceToken: state.pushDeviceToken,
  };
  try {
    storage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage full or disabled (private mode): the app works without the cache.
  }
}

export function clearAccountState(storage: Storage | undefined = safeLocalStorage()): void {
  if (storage) removeQuietly(storage);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function removeQuietly(storage: Storage): void {
  try {
    storage.removeItem(ACCOUNT_STORAGE_KEY);
  } catch {
    // nothing to do
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
