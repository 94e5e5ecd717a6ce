import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  installFirestoreOpCounter,
  type OpKind,
  onFirestoreOp,
} from '../../scripts/function-host/firestore-op-counter';
import {
  DISPATCH_RUNS,
  ORDERS,
  orderTrailPath,
  RIDER_POSITIONS,
  riderOffersPath,
} from '@dropwise/domain/collections';

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
/** An invocation's source, and for a position report the operations held until it ends. */
type Invocation = { source: string; held: Array<[OpKind, string, number]> | null };
const invocation = new AsyncLocalStorage<Invocation>();
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

function add(source: string, kind: OpKind, collection: string, count: number): void {
  const entry = tally(source);
  entry[kind] += count;
  entry.byCollection[`${kind} ${collection}`] = (entry.byCollection[`${kind} ${collection}`] ?? 0) + count;
}

const POSITION = 'api day:position:';
/** Writes a report makes when it offers the rider an order waiting near them: the trip's dispatch. */
const OFFER_WRITES = riderOffersPath('*');
const TRAIL_WRITES = orderTrailPath('*');
const DISPATCH_WRITES = new Set([OFFER_WRITES, DISPATCH_RUNS, ORDERS]);

/**
 * A position report's operations, once it has ended. One that wrote to the trip's trail followed
 * an open order whatever the bench thought when it sent it (an accept may have landed first). One
 * that offered the rider a waiting order did the trip's dispatch as well: those writes (the offer,
 * the run, the order, and the rider marked as holding the offer) go to `api day:position -> offer`,
 * part of the trip's cost (ops.ts), so that a report's own writes stay apart.
 */
function settleReport({ source, held }: Invocation): void {
  const ops = held ?? [];
  const followed = ops.some(([kind, collection]) => kind === 'writes' && collection === TRAIL_WRITES);
  const report = followed ? `${POSITION}open` : source;
  let offers = ops
    .filter(([kind, collection]) => kind === 'writes' && collection === OFFER_WRITES)
    .reduce((sum, [, , count]) => sum + count, 0);
  if (report !== source) {
    tally(source).invocations--;
    tally(report).invocations++;
  }
  for (const [kind, collection, count] of ops) {
    const dispatch =
      kind === 'writes' &&
      (DISPATCH_WRITES.has(collection) || (collection === RIDER_POSITIONS && offers > 0));
    if (dispatch && collection === RIDER_POSITIONS) offers -= count;
    add(dispatch ? 'api day:position -> offer' : report, kind, collection, count);
  }
}

installFirestoreOpCounter(join(process.cwd(), 'package.json'));
onFirestoreOp(
  (kind: OpKind, collection, count, tag) => {
    if (tag?.held) tag.held.push([kind, collection, count]);
    else add(tag?.source ?? `${target} (outside an invocation)`, kind, collection, count);
  },
  () => invocation.getStore(),
);

const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event !== 'request') return emit.call(this, event, ...args);
  const [request, response] = args as [IncomingMessage, ServerResponse];
  const source = sourceOf(request);
  const started = performance.now();
  const current: Invocation = { source, held: source.startsWith(POSITION) ? [] : null };
  tally(source).invocations++;
  response.once('finish', () => {
    tally(source).ms += performance.now() - started;
    if (!current.held) return;
    settleReport(current);
    current.held = null;
  });
  return invocation.run(current, () => emit.call(this, event, ...args));
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
