import { createRequire } from 'node:module';
import { Transform } from 'node:stream';

/**
 * Counts what Firestore bills, at the admin SDK's one door to the backend
 * (`Firestore#request` and `Firestore#requestStream`), as the responses arrive:
 * - reads: one per document a lookup answers (found or missing), one per document a query
 *   returns and at least one per query, one per aggregation (each covers up to 1,000 entries);
 * - writes: one per write in a commit (a field transform rides on its write);
 * - rpcs: every call to the backend, billed or not (begin, commit, rollback, ...).
 * It patches the SDK class, so every Firestore instance of the process is counted.
 */
export interface FirestoreOps {
  reads: number;
  writes: number;
  rpcs: number;
}

const ops: FirestoreOps = { reads: 0, writes: 0, rpcs: 0 };

export function firestoreOps(): FirestoreOps {
  return { ...ops };
}

export function resetFirestoreOps(): void {
  ops.reads = 0;
  ops.writes = 0;
  ops.rpcs = 0;
}

type Chunk = {
  found?: unknown;
  missing?: unknown;
  document?: unknown;
  result?: unknown;
  done?: boolean;
};

function countingStream(method: string): Transform {
  let documents = 0;
  return new Transform({
    objectMode: true,
    transform(chunk: Chunk, _encoding, callback) {
      if (method === 'batchGetDocuments' && (chunk.found || chunk.missing)) ops.reads++;
      if (method === 'runQuery' && chunk.document) documents++;
      if (method === 'runAggregationQuery' && chunk.result) ops.reads++;
      callback(null, chunk);
    },
    flush(callback) {
      if (method === 'runQuery') ops.reads += Math.max(1, documents);
      callback();
    },
  });
}

export function installFirestoreOpCounter(resolveFrom: string): void {
  const require = createRequire(resolveFrom);
  const { Firestore } = require('@google-cloud/firestore') as {
    Firestore: { prototype: Record<string, (...args: unknown[]) => Promise<unknown>> };
  };
  const proto = Firestore.prototype;
  const request = proto.request as (
    method: string,
    body: { writes?: unknown[] },
    ...rest: unknown[]
  ) => Promise<unknown>;
  proto.request = async function (this: unknown, ...args: unknown[]) {
    const [method, body] = args as [string, { writes?: unknown[] }];
    ops.rpcs++;
    const answer = await request.apply(this, args as Parameters<typeof request>);
    if (method === 'commit') ops.writes += body.writes?.length ?? 0;
    return answer;
  };
  const requestStream = proto.requestStream as (...args: unknown[]) => Promise<NodeJS.ReadWriteStream>;
  proto.requestStream = async function (this: unknown, ...args: unknown[]) {
    const method = args[0] as string;
    ops.rpcs++;
    const stream = await requestStream.apply(this, args);
    const counted = countingStream(method);
    stream.on('error', (error: Error) => counted.destroy(error));
    return stream.pipe(counted);
  };
}
