import type { Firestore } from 'firebase-admin/firestore';
import { installFirestoreOpCounter } from '../../scripts/function-host/firestore-op-counter';
import { setBackgroundTriggers } from '../background-triggers';

type Bench = (db: Firestore) => Promise<boolean>;

/**
 * Runs an in-process row as its own process: the store's SDK made as the deployed functions make
 * it, its operations counted, and the emulators' background triggers off while it measures.
 * `loadBench` imports the row only once the SDK's environment is set.
 */
export async function runInProcessBench(
  loadBench: () => Promise<Bench>,
  outcome: { met: string; missed: string },
): Promise<never> {
  // As the deployed functions run (functions/src/lib/firebase-admin.ts), before the SDK is made.
  process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
  const { db } = await import('../../scripts/seed/emulator-admin');
  const bench = await loadBench();
  installFirestoreOpCounter(import.meta.url);
  await setBackgroundTriggers(false);
  const met = await bench(db);
  await setBackgroundTriggers(true);
  console.log(`\n${met ? outcome.met : outcome.missed}`);
  process.exit(0);
}
