import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { demo, signInWithPassword, type SignedInUser } from '../../tests/support/emulators';
import type { HttpCall } from './load';
import { USERS } from '@dropwise/domain/collections';

/** What every row may use: the bench's own admin SDK and signed-in accounts. */
export interface BenchContext {
  db: Firestore;
  auth: Auth;
  /** A tag unique to this run, so rows never meet data of an earlier run. */
  run: string;
  admin: SignedInUser;
  eduAdmin: SignedInUser;
  customers: SignedInUser[];
}

/**
 * One benchmark row: an endpoint, how hard to drive it, and the bare admin-SDK operation that
 * does the store work it needs (its baseline, timed in the same run). Add a row by adding a
 * module to `rows/` and listing it in `rows/index.ts`.
 */
export interface BenchRow {
  name: string;
  endpoint: string;
  count: number;
  inFlight: number;
  /** When set, calls start at this steady rate (an open loop) instead of `inFlight` at a time. */
  perSecond?: number;
  /** Calls through the function before it is timed (the bench's default when omitted). */
  warmUp?: number;
  /** 'p95': the row's p95 over the baseline's; 'rate': the baseline's rate over the row's. */
  compare: 'p95' | 'rate';
  /** The target as a ratio to the baseline (for 'rate': the row's rate is at least this share). */
  target: number;
  baseline: { label: string; prepare?(): Promise<void>; operation(index: number): Promise<unknown> };
  /** `count` calls of one phase (the row's own count when omitted); each phase gets fresh data. */
  calls(phase: string, count?: number): Promise<HttpCall[]>;
  /** After a phase: a line saying whether the store holds what it should, or null. */
  check?(phase: string): Promise<string | null>;
}

export type RowFactory = (context: BenchContext) => Promise<BenchRow> | BenchRow;

/**
 * `count` customers with a verified phone, a password and a profile, signed in with the password
 * (made with the admin SDK, 10 at a time): booking needs a phone on the account, as a real
 * customer has. `tag` names them apart from other sets of the same run.
 */
export async function benchCustomers(
  db: Firestore,
  auth: Auth,
  run: string,
  count: number,
  tag = 'customer',
): Promise<SignedInUser[]> {
  const customers: SignedInUser[] = [];
  for (let start = 0; start < count; start += 10) {
    const chunk = Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
      const index = start + offset;
      const uid = `bench-${run}-${tag}-${index}`;
      const email = `${uid}@bench.dropwise.test`;
      const phoneNumber = await createWithFreePhone(auth, {
        uid,
        email,
        password: 'bench-password',
        displayName: `Bench Customer ${index}`,
      });
      await db.doc(`${USERS}/${uid}`).set({ name: `Bench Customer ${index}`, phoneNumber, cityName: 'Pune' });
      return signInWithPassword(email, 'bench-password');
    });
    customers.push(...(await Promise.all(chunk)));
  }
  return customers;
}

export async function benchContext(db: Firestore, auth: Auth, customers: number): Promise<BenchContext> {
  const run = randomUUID().slice(0, 8);
  return {
    db,
    auth,
    run,
    admin: await signInWithPassword(demo.admin.email, demo.admin.password),
    eduAdmin: await signInWithPassword(demo.eduAdmin.email, demo.eduAdmin.password),
    customers: await benchCustomers(db, auth, run, customers),
  };
}

/** Creates the account with a phone number no other account holds (+1 555 559 0000 to 9999). */
async function createWithFreePhone(
  auth: Auth,
  account: { uid: string; email: string; password: string; displayName: string },
): Promise<string> {
  for (;;) {
    const phoneNumber = `+1555559${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    try {
      await auth.createUser({ ...account, phoneNumber });
      return phoneNumber;
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/phone-number-already-exists') throw error;
    }
  }
}
