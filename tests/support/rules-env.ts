import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// Denied writes are the point of most rules tests; keep the SDK from logging each one as a warning.
setLogLevel('error');

/**
 * A rules test environment on its own project id, so clearing its data never touches the demo
 * data that the API and browser suites use on demo-dropwise.
 */
const firestoreHost = new URL(`http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`);

export async function rulesTestEnvironment(name: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}`,
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      host: firestoreHost.hostname,
      port: Number(firestoreHost.port),
    },
  });
}

/** The actors every rules test checks, with the claims the product gives them. */
export const actors = {
  customer: { uid: 'customer-1', claims: { phone_number: '+919876543210' } },
  otherCustomer: { uid: 'customer-2', claims: { phone_number: '+919876543211' } },
  rider: { uid: 'rider-1', claims: { rider: true } },
  admin: { uid: 'admin-1', claims: { admin: true } },
  eduAdmin: { uid: 'eduadmin-1', claims: { eduAdmin: true } },
} as const;

export type RulesActor = { uid: string; claims: TokenOptions };
export type ActorName = keyof typeof actors;

/** A second rider, who holds records and offers of their own beside the rider's. */
export const otherRider = { uid: 'rider-2', claims: { rider: true } };
/** Deactivated by an admin where a seed says so; their token still carries the rider claim for up to an hour. */
export const deactivatedRider = { uid: 'rider-deactivated', claims: { rider: true } };
/** Active, and nothing has been recorded for them yet. */
export const newRider = { uid: 'rider-new', claims: { rider: true } };
/** A session with the rider's uid but without the rider claim. */
export const riderWithoutClaim = { uid: actors.rider.uid, claims: { phone_number: '+919876543299' } };

const askers = { ...actors, otherRider, deactivatedRider, newRider, riderWithoutClaim };
/** Who a test asks as: a named actor, one of the riders beside them, or an anonymous visitor. */
export type Asker = keyof typeof askers | 'anonymous';

const actorTitles: Record<ActorName, string> = {
  customer: 'customer',
  otherCustomer: 'other customer',
  rider: 'rider',
  admin: 'platform admin',
  eduAdmin: 'education admin',
};

/** The named actors as `[title, actor]` rows, for `it.each` tables whose titles say who is asking. */
export function titledActors(...names: ActorName[]): [string, RulesActor][] {
  return names.map((name) => [actorTitles[name], actors[name]]);
}
export type RulesFirestore = ReturnType<RulesTestContext['firestore']>;

export interface RulesFixture {
  /** Firestore as `actor` is signed in, or as an anonymous visitor for null. */
  as(actor: RulesActor | null): RulesFirestore;
  /** Firestore as the named asker sees it. */
  dbFor(asker: Asker): RulesFirestore;
  /** Runs `write` on Firestore past the rules, for a test that sets up or changes its own data. */
  withRulesOff(write: (db: RulesFirestore) => Promise<unknown>): Promise<void>;
}

/**
 * One rules environment for the describe block that calls this: started before its tests,
 * stopped after them. `seed` writes the documents the tests read, past the rules: once, or, with
 * `fresh`, before each test on an emptied store, for tests that change what they read.
 */
export function rulesFixture(
  name: string,
  seed: (db: RulesFirestore) => Promise<void>,
  { fresh = false } = {},
): RulesFixture {
  let env: RulesTestEnvironment;
  const withRulesOff: RulesFixture['withRulesOff'] = async (write) => {
    await env.withSecurityRulesDisabled(async (context) => {
      await write(context.firestore());
    });
  };
  const load = () => withRulesOff(seed);
  beforeAll(async () => {
    env = await rulesTestEnvironment(name);
    if (!fresh) await load();
  });
  if (fresh) {
    beforeEach(async () => {
      await env.clearFirestore();
      await load();
    });
  }
  afterAll(async () => {
    await env.cleanup();
  });
  const as = (actor: RulesActor | null) =>
    actor
      ? env.authenticatedContext(actor.uid, actor.claims).firestore()
      : env.unauthenticatedContext().firestore();
  return {
    as,
    dbFor: (asker) => as(asker === 'anonymous' ? null : askers[asker]),
    withRulesOff,
  };
}
