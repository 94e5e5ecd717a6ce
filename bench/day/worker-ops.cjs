// Preloaded into every Node process of npm run bench:day (NODE_OPTIONS=--require, set by the
// script in package.json), it acts only in the functions emulator's workers: there it loads
// worker-ops.ts, which counts each invocation's billed Firestore operations and time and writes
// the worker's totals where the bench reads them (DROPWISE_DAY_OPS_DIR). Everything else
// (the emulators' CLI, the builds, the bench itself) returns at once.
'use strict';
if (process.env.DROPWISE_DAY_OPS_DIR && process.env.FUNCTIONS_EMULATOR === 'true') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload is CommonJS
  require('tsx/cjs/api').require('./worker-ops.ts', __filename);
}
