import { AsyncLocalStorage } from 'node:async_hooks';
import type { Firestore } from 'firebase-admin/firestore';

/** One call to the backend: its method and when it started and ended (performance.now() ms). */
export interface Rpc {
  method: string;
  start: number;
  end: number;
}

const traces = new AsyncLocalStorage<Rpc[]>();

type Backend = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * Notes every call `db` makes to the backend inside `traced` (the admin SDK's two doors to it,
 * as scripts/function-host/firestore-op-counter.ts counts them), so the bench can say which of
 * startDispatch's round trips its time goes to, with 20 orders in flight and no change to the
 * dispatch code. A streamed call ends when its stream has been read to the end.
 */
export function traceRpcs(db: Firestore): void {
  const backend = db as unknown as Backend;
  const request = backend.request!.bind(db);
  backend.request = async (...args: unknown[]) => {
    const trace = traces.getStore();
    const start = performance.now();
    try {
      return await request(...args);
    } finally {
      trace?.push({ method: String(args[0]), start, end: performance.now() });
    }
  };
  const requestStream = backend.requestStream!.bind(db);
  backend.requestStream = async (...args: unknown[]) => {
    const trace = traces.getStore();
    const start = performance.now();
    const stream = (await requestStream(...args)) as NodeJS.ReadableStream;
    if (trace) {
      const rpc = { method: String(args[0]), start, end: Number.NaN };
      trace.push(rpc);
      const ended = () => {
        if (Number.isNaN(rpc.end)) rpc.end = performance.now();
      };
      stream.on('end', ended);
      stream.on('close', ended);
      stream.on('error', ended);
    }
    return stream;
  };
}

export async function traced<T>(work: () => Promise<T>): Promise<{ value: T; rpcs: Rpc[] }> {
  const rpcs: Rpc[] = [];
  const value = await traces.run(rpcs, work);
  return { value, rpcs };
}

/** startDispatch's time by step, in ms. */
export interface DispatchSplit {
  /** startDispatch's getAll of settings, order and run. */
  reads: number;
  /** From the first range query to the end of the last. */
  search: number;
  /** The read and the search together. */
  beforeOffer: number;
  /** Whether the search went out before the read had answered. */
  searchBesideRead: boolean;
  /** Each wave of range queries sent at once (one round's circle), in turn: its span and size. */
  waves: Array<{ ms: number; queries: number }>;
  /** The offer transaction: its reads of order, run and positions, then the commit. */
  transaction: number;
  /** What no call to the backend covers: this process's own work and waiting for its turn. */
  rest: number;
}

const span = (list: Rpc[]) =>
  list.length === 0 ? 0 : Math.max(...list.map((rpc) => rpc.end)) - Math.min(...list.map((rpc) => rpc.start));

export function splitDispatch(rpcs: Rpc[], total: number): DispatchSplit {
  const queries = rpcs.filter((rpc) => rpc.method === 'runQuery').sort((a, b) => a.start - b.start);
  const firstRead = rpcs.find((rpc) => rpc.method === 'batchGetDocuments');
  const lastAnswer = Math.max(...queries.map((rpc) => rpc.end), firstRead?.end ?? 0);
  // A wave's queries go out together and the next wave only after they all answered.
  const waves: Rpc[][] = [];
  for (const query of queries) {
    const wave = waves[waves.length - 1];
    if (wave && query.start < Math.max(...wave.map((rpc) => rpc.end))) wave.push(query);
    else waves.push([query]);
  }
  const beforeOffer = span([...(firstRead ? [firstRead] : []), ...queries]);
  const transaction = span(rpcs.filter((rpc) => queries.length > 0 && rpc.start >= lastAnswer));
  return {
    reads: firstRead ? firstRead.end - firstRead.start : 0,
    search: span(queries),
    beforeOffer,
    searchBesideRead: Boolean(firstRead && queries[0] && queries[0].start < firstRead.end),
    waves: waves.map((wave) => ({ ms: span(wave), queries: wave.length })),
    transaction,
    rest: total - beforeOffer - transaction,
  };
}
