import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { demo, signInWithPassword, type SignedInUser } from '../../tests/support/emulators';
import type { HttpCall } from './load';

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

/** `count` customers with a password and a profile, signed in (made with the admin SDK). */
export async function benchCustomers(
  db: Firestore,
  auth: Auth,
  run: string,
  count: number,
): Promise<SignedInUser[]> {
  const customers: SignedInUser[] = [];
  for (let index = 0; index < count; index++) {
    const uid = `bench-${run}-customer-${index}`;
    const email = `${uid}@bench.dropwise.test`;
    await auth.createUser({ uid, email, password: 'bench-password', displayName: `Bench Customer ${index}` });
    await db
      .doc(`users/${uid}`)
      .set({ name: `Bench Customer ${index}`, phoneNumber: null, cityName: 'Pune' });
    customers.push(await signInWithPassword(email, 'bench-password'));
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
