import { pathToFileURL } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/**
 * Runs a one-off update of the orders when its module is the script started (not when a test
 * imports it): against the local emulators unless GOOGLE_APPLICATION_CREDENTIALS (or
 * DROPWISE_REAL_PROJECT) says a real project is meant, with `--dry-run` passed on. Prints what
 * `update` answers, or why it failed (exit code 1).
 */
export function runOneOffUpdate(
  moduleUrl: string,
  what: string,
  update: (db: Firestore, options: { dryRun: boolean }) => Promise<string>,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const dryRun = process.argv.includes('--dry-run');
  const realProject = Boolean(
    process.env.GOOGLE_APPLICATION_CREDENTIALS || process.env.DROPWISE_REAL_PROJECT,
  );
  if (!realProject) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app =
    getApps()[0] ??
    initializeApp(
      realProject ? undefined : { projectId: process.env.DROPWISE_PROJECT_ID ?? 'demo-dropwise' },
    );
  update(getFirestore(app), { dryRun }).then(
    (summary) => {
      console.log(summary);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`Could not ${what}: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
