/**
 * npm run bench:day: a whole busy day on a freshly started emulator suite (auth, firestore,
 * functions with the Cloud Tasks emulator that runs dispatchStepTask, hosting serving the built
 * app), driven from this one process through the documented `/api/...` endpoints of the Functions
 * emulator's `api` function and the Firebase web SDK. Automatic dispatch on; 30 riders on duty
 * reporting every 10 s and listening to their offers; 200 rides and parcels around Pune from 24
 * customers over 10 minutes (50 in the first); riders accept at once, drive (20 s to the pickup,
 * 40 s to the drop-off), hand over with the code, deliver and record the cash (every 5th rider
 * through an outbox of 10); 3 customers' order pages, 2 admins' dashboards and the shared trip
 * page open in headless Chromium. Then at most 2 minutes of drain; whatever is unfinished then is
 * counted so. See bench/day/plan.ts for the figures and why.
 *
 * How it counts (docs/benchmarks.md#a-day):
 * - The functions' Firestore operations: the emulator runs each invocation in a worker process it
 *   spawns, with this process's environment; the npm script preloads bench/day/worker-ops.cjs
 *   into them (NODE_OPTIONS), which installs scripts/function-host/firestore-op-counter.ts there
 *   (reads, writes and deletes at the admin SDK's door, as billed), tags each operation with the
 *   invocation it serves (HTTP call, trigger event or task; the bench names its own calls in a
 *   header) and writes per-worker totals to DROPWISE_DAY_OPS_DIR, read here before and after.
 * - Listeners: every document a listener receives (initial results and each change, not
 *   deletions) is a billed read. The riders' listeners are counted from the web SDK's own
 *   snapshots (changes added or modified, from the server); the Chromium pages' from their
 *   Listen channel: an init script reads the WebChannel frames the page receives and counts each
 *   `documentChange`, once per listener (target) it is for (bench/day/page-probe.ts). The one-read
 *   minimum of an empty query is not counted.
 * - Screens' times: the same init script reports when the map's rider marker (`data-rider`) or
 *   the status badge changes; each is matched to the position report or transition the bench sent.
 *
 * Exit 0 whatever the figures (a measurement); non-zero only when the bench itself breaks.
 */
import { setBackgroundTriggers } from './background-triggers';

process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
try {
  const { db, auth } = await import('../scripts/seed/emulator-admin');
  await setBackgroundTriggers(true);
  const { runDay } = await import('./day/run');
  await runDay(db, auth);
  console.log('\nDay benchmark: done (goals marked MET or MISSED above)');
  process.exit(0);
} catch (error) {
  console.error('Day benchmark broke:', error);
  process.exit(1);
}
