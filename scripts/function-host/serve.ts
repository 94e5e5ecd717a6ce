/**
 * Serves the built `api` function in this one Node process the way Cloud Functions (2nd gen)
 * does: an HTTP server parses the body (keeping `rawBody`) and hands every request, concurrently,
 * to the exported handler. Used by the benchmark and by the store-outage test.
 *
 *   tsx scripts/function-host/serve.ts --port 5092 [--bundle functions/lib/index.js]
 *
 * It prints one JSON line `{"listening":port,"moduleLoadMs":...}` once it accepts requests. With
 * DROPWISE_COUNT_FIRESTORE_OPS=1 it counts billed Firestore operations, read at `GET /__host/ops`
 * and reset with `POST /__host/ops/reset` (paths the function itself never serves).
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import express, { type Request, type Response } from 'express';
import { firestoreOps, installFirestoreOpCounter, resetFirestoreOps } from './firestore-op-counter';

function argument(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

// Cloud Functions runs the bundle without source maps. tsx turns them on for this host, which
// makes every stack the Firestore SDK captures per call (for its error messages) much dearer.
process.setSourceMapsEnabled(false);

const port = Number(argument('port'));
const bundle = resolve(argument('bundle', 'functions/lib/index.js'));
if (process.env.DROPWISE_COUNT_FIRESTORE_OPS === '1') installFirestoreOpCounter(bundle);

const require = createRequire(bundle);
const started = performance.now();
const { api } = require(bundle) as { api: (req: Request, res: Response) => void };
const moduleLoadMs = performance.now() - started;

type WithRawBody = Request & { rawBody?: Buffer };
const keepRawBody = (req: Request, _res: Response, buffer: Buffer) => {
  (req as WithRawBody).rawBody = buffer;
};

const host = express();
host.get('/__host/ops', (_req, res) => {
  res.json(firestoreOps());
});
host.post('/__host/ops/reset', (_req, res) => {
  resetFirestoreOps();
  res.json(firestoreOps());
});
// What the Functions Framework does before the function runs: JSON bodies parsed, every body's
// bytes kept as rawBody.
host.use(express.json({ limit: '10mb', verify: keepRawBody }));
host.use(express.raw({ type: () => true, limit: '10mb', verify: keepRawBody }));
host.all('*', (req, res) => api(req, res));

const server = host.listen(port, '127.0.0.1', () => {
  console.log(JSON.stringify({ listening: port, moduleLoadMs: Math.round(moduleLoadMs) }));
});
server.keepAliveTimeout = 65_000;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    process.exit(0);
  });
}
