import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { limitFromEnv } from './rate-limit.js';

/**
 * Per-account sign-in throttling: however many addresses an attacker spreads guesses over, one
 * account gets at most `limit` password checks per window (10 per 15 minutes by default, so at
 * most 40 an hour; OWASP ASVS V2.2.1 asks for no more than 100). The count is kept per normalised
 * username whether or not such an account exists, so the answer never tells which usernames are
 * real. An attempt is counted before the password is checked (one `FieldValue.increment`, then a
 * read), so simultaneous guesses cannot all slip in before the first failure is recorded; a
 * successful sign-in deletes the window, which clears the account's count.
 */
export interface SignInThrottleRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface SignInAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Clears the account's count; call it after a successful sign-in. */
  clear(): Promise<void>;
}

export const SIGN_IN_THROTTLE_COLLECTION = 'signInAttempts';

export const educationAdminSignInThrottle = (): SignInThrottleRule => ({
  scope: 'education-admin',
  limit: limitFromEnv('DROPWISE_SIGN_IN_FAILURES_PER_ACCOUNT', 10),
  windowSeconds: 15 * 60,
});

/** Usernames are emails, which Firebase Auth matches without regard to case or outer spaces. */
export function normaliseUsername(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}

export function signInThrottleDocId(scope: string, username: string, windowStart: number): string {
  const account = createHash('sha256').update(normaliseUsername(username)).digest('hex').slice(0, 40);
  return `${scope}_${account}_${windowStart}`;
}

export async function beginSignInAttempt(
  db: Firestore,
  rule: SignInThrottleRule,
  username: string,
  now = Date.now(),
): Promise<SignInAttempt> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  const ref = db
    .collection(SIGN_IN_THROTTLE_COLLECTION)
    .doc(signInThrottleDocId(rule.scope, username, windowStart));
  const clear = async () => {
    await ref.delete();
  };
  if (rule.limit <= 0) return { allowed: true, retryAfterSeconds, clear };

  await ref.set(
    {
      scope: rule.scope,
      attempts: FieldValue.increment(1),
      windowStart: Timestamp.fromMillis(windowStart),
      expiresAt: Timestamp.fromMillis(windowStart + windowMs),
    },
    { merge: true },
  );
  const attempts = Number((await ref.get()).get('attempts') ?? 0);
  return { allowed: attempts <= rule.limit, retryAfterSeconds, clear };
}
