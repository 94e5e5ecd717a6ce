import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  installFirestoreOpCounter,
  type OpKind,
  onFirestoreOp,
} from '../../scripts/function-host/firestore-op-counter';

/**
 * In a functions emulator worker (loaded by worker-ops.cjs): every invocation the worker serves
 * (an HTTP request, a Firestore trigger's event, a Cloud Task: the emulator hands each to its
 * worker as an HTTP request) is tallied under its source, with its time and the billed Firestore
 * operations made on its behalf (the counter of scripts/function-host, tagged per invocation
 * through AsyncLocalStorage). The source is the function's name, for `api` the call's
 * `X-Dropwise-Bench-Source` header when the bench sent one, else its method and path with ids
 * as `:id`. Once a second the totals go to `<DROPWISE_DAY_OPS_DIR>/<pid>.json`.
 */
export interface SourceTally {
  invocations: number;
  ms: number;
  reads: number;
  writes: number;
  deletes: number;
  /** `reads orders`, `writes riderPositions`, ...: operations by kind and collection. */
  byCollection: Record<string, number>;
}

const dir = process.env.DROPWISE_DAY_OPS_DIR!;
const target = process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? 'worker';
const tallies: Record<string, SourceTally> = {};
const invocation = new AsyncLocalStorage<string>();
let dirty = false;

function tally(source: string): SourceTally {
  tallies[source] ??= { invocations: 0, ms: 0, reads: 0, writes: 0, deletes: 0, byCollection: {} };
  dirty = true;
  return tallies[source]!;
}

function sourceOf(request: IncomingMessage): string {
  if (target !== 'api') return target;
  const named = request.headers['x-dropwise-bench-source'];
  if (typeof named === 'string') return `api ${named}`;
  const path = (request.url ?? '').split('?')[0]!.replace(/^\/[^/]+\/[^/]+\/api(?=\/)/, '');
  return `api ${request.method} ${path.replace(/\/[A-Za-z0-9_-]{16,}(?=\/|$)/g, '/:id')}`;
}

installFirestoreOpCounter(join(process.cwd(), 'package.json'));
onFirestoreOp(
  (kind: OpKind, collection, count, tag) => {
    const entry = tally(tag ?? `${target} (outside an invocation)`);
    entry[kind] += count;
    entry.byCollection[`${kind} ${collection}`] = (entry.byCollection[`${kind} ${collection}`] ?? 0) + count;
  },
  () => invocation.getStore(),
);

const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event !== 'request') return emit.call(this, event, ...args);
  const [request, response] = args as [IncomingMessage, ServerResponse];
  const source = sourceOf(request);
  const started = performance.now();
  tally(source).invocations++;
  response.once('finish', () => (tally(source).ms += performance.now() - started));
  return invocation.run(source, () => emit.call(this, event, ...args));
} as typeof http.Server.prototype.emit;

function flush(): void {
  if (!dirty) return;
  dirty = false;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify({ target, tallies }));
  renameSync(`${file}.tmp`, file);
}
setInterval(flush, 1000).unref();
process.on('exit', flush);
