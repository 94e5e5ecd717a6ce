import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { fixedWindow } from './fixed-window.js';
import { limitRule, type RateLimitRule } from './limit-table.js';
import { SIGN_IN_ATTEMPTS } from '@dropwise/domain/collections';

/**
 * Per-account sign-in throttling: however many addresses an attacker spreads guesses over, one
 * account gets at most `limit` password checks per window (limit-table.ts). The count is kept per
 * normalised username whether or not such an account exists, so the answer never tells which
 * usernames are real. An attempt is counted before the password is checked (one `FieldValue.increment`, then a
 * read), so simultaneous guesses cannot all slip in before the first failure is recorded; a
 * successful sign-in deletes the window, which clears the account's count.
 */
export interface SignInAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Clears the account's count; call it after a successful sign-in. */
  clear(): Promise<void>;
}

export const educationAdminSignInThrottle = (): RateLimitRule => limitRule('educationAdminSignIn');

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
  rule: RateLimitRule,
  username: string,
  now = Date.now(),
): Promise<SignInAttempt> {
  const { start, end, retryAfterSeconds } = fixedWindow(rule.windowSeconds, now);
  const ref = db.collection(SIGN_IN_ATTEMPTS).doc(signInThrottleDocId(rule.scope, username, start));
  const clear = async () => {
    await ref.delete();
  };
  if (rule.limit <= 0) return { allowed: true, retryAfterSeconds, clear };

  await ref.set(
    {
      scope: rule.scope,
      attempts: FieldValue.increment(1),
      windowStart: Timestamp.fromMillis(start),
      expiresAt: Timestamp.fromMillis(end),
    },
    { merge: true },
  );
  const attempts = Number((await ref.get()).get('attempts') ?? 0);
  return { allowed: attempts <= rule.limit, retryAfterSeconds, clear };
}
