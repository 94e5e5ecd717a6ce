// Preloaded into every Node process of npm run bench:day (NODE_OPTIONS=--require, set by the
// script in package.json), it acts only in the functions emulator's workers: there it loads
// worker-ops.ts (as the script bundled it), which counts each invocation's billed Firestore
// operations and time and writes the worker's totals where the bench reads them
// (DROPWISE_DAY_OPS_DIR). Everything else (the emulators' CLI, the builds, the bench itself)
// returns at once.
'use strict';
if (process.env.DROPWISE_DAY_OPS_DIR && process.env.FUNCTIONS_EMULATOR === 'true') {
  // Built once by the npm script (esbuild), so that no worker compiles TypeScript as it starts:
  // the emulator starts a worker for each concurrent call, and a rush starts dozens.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload is CommonJS
  require(process.env.DROPWISE_DAY_WORKER_OPS);
}
