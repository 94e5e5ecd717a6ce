import { createRequire } from 'node:module';
import { Transform } from 'node:stream';

/**
 * Counts what Firestore bills, at the admin SDK's one door to the backend
 * (`Firestore#request` and `Firestore#requestStream`), as the responses arrive:
 * - reads: one per document a lookup answers (found or missing), one per document a query
 *   returns and at least one per query, one per aggregation (each covers up to 1,000 entries);
 * - writes: one per write in a commit that sets or updates a document (a field transform rides
 *   on its write); deletes: one per write in a commit that deletes one, counted apart;
 * - rpcs: every call to the backend, billed or not (begin, commit, rollback, ...).
 * It patches the SDK class, so every Firestore instance of the process is counted. A listener
 * set with `onFirestoreOp` also hears each billed operation with its collection (ids as `*`,
 * `orders/*\/history`) and the tag the `onFirestoreOp` caller's `tag` gave when the call was made.
 */
export interface FirestoreOps {
  reads: number;
  writes: number;
  deletes: number;
  rpcs: number;
}

export type OpKind = 'reads' | 'writes' | 'deletes';
export type OpListener<Tag> = (kind: OpKind, collection: string, count: number, tag: Tag | undefined) => void;

const ops: FirestoreOps = { reads: 0, writes: 0, deletes: 0, rpcs: 0 };
let listener: OpListener<unknown> | undefined;
let tagger: () => unknown = () => undefined;

export function firestoreOps(): FirestoreOps {
  return { ...ops };
}

export function resetFirestoreOps(): void {
  ops.reads = 0;
  ops.writes = 0;
  ops.deletes = 0;
  ops.rpcs = 0;
}

/** Hears every billed operation; `tag` names the caller at the moment of each call. */
export function onFirestoreOp<Tag>(heard: OpListener<Tag>, tag: () => Tag | undefined): void {
  listener = heard as OpListener<unknown>;
  tagger = tag;
}

/** `projects/p/databases/d/documents/orders/abc/history/1` -> `orders/*\/history`. */
export function collectionOf(name: string | undefined): string {
  const path = (name ?? '').split('/documents/')[1] ?? '';
  const segments = path.split('/').filter(Boolean);
  return segments.filter((_, index) => index % 2 === 0).join('/*/') || '?';
}

function count(kind: OpKind, collection: string, n: number, tag: unknown): void {
  ops[kind] += n;
  listener?.(kind, collection, n, tag);
}

type Chunk = {
  found?: { name?: string };
  missing?: string;
  document?: unknown;
  result?: unknown;
  done?: boolean;
};
type QueryBody = { parent?: string; structuredQuery?: { from?: Array<{ collectionId?: string }> } };
type AggregationBody = {
  parent?: string;
  structuredAggregationQuery?: { structuredQuery?: QueryBody['structuredQuery'] };
};

function queriedCollection(body: QueryBody & AggregationBody): string {
  const query = body.structuredQuery ?? body.structuredAggregationQuery?.structuredQuery;
  const parent = (body.parent ?? '').split('/documents')[1] ?? '';
  const collections = parent
    .split('/')
    .filter(Boolean)
    .filter((_, index) => index % 2 === 0);
  return [...collections, query?.from?.[0]?.collectionId ?? '?'].join('/*/');
}

function countingStream(method: string, body: QueryBody & AggregationBody, tag: unknown): Transform {
  let documents = 0;
  return new Transform({
    objectMode: true,
    transform(chunk: Chunk, _encoding, callback) {
      if (method === 'batchGetDocuments' && (chunk.found || chunk.missing)) {
        count('reads', collectionOf(chunk.found?.name ?? chunk.missing), 1, tag);
      }
      if (method === 'runQuery' && chunk.document) documents++;
      if (method === 'runAggregationQuery' && chunk.result) count('reads', queriedCollection(body), 1, tag);
      callback(null, chunk);
    },
    flush(callback) {
      if (method === 'runQuery') count('reads', queriedCollection(body), Math.max(1, documents), tag);
      callback();
    },
  });
}

type Write = { update?: { name?: string }; delete?: string; transform?: { document?: string } };

export function installFirestoreOpCounter(resolveFrom: string): void {
  const require = createRequire(resolveFrom);
  const { Firestore } = require('@google-cloud/firestore') as {
    Firestore: { prototype: Record<string, (...args: unknown[]) => Promise<unknown>> };
  };
  const proto = Firestore.prototype;
  const request = proto.request as (
    method: string,
    body: { writes?: Write[] },
    ...rest: unknown[]
  ) => Promise<unknown>;
  proto.request = async function (this: unknown, ...args: unknown[]) {
    const [method, body] = args as [string, { writes?: Write[] }];
    const tag = tagger();
    ops.rpcs++;
    const answer = await request.apply(this, args as Parameters<typeof request>);
    if (method === 'commit') {
      for (const write of body.writes ?? []) {
        if (write.delete) count('deletes', collectionOf(write.delete), 1, tag);
        else count('writes', collectionOf(write.update?.name ?? write.transform?.document), 1, tag);
      }
    }
    return answer;
  };
  const requestStream = proto.requestStream as (...args: unknown[]) => Promise<NodeJS.ReadWriteStream>;
  proto.requestStream = async function (this: unknown, ...args: unknown[]) {
    const method = args[0] as string;
    const tag = tagger();
    ops.rpcs++;
    const stream = await requestStream.apply(this, args);
    const counted = countingStream(method, (args[2] ?? {}) as QueryBody, tag);
    stream.on('error', (error: Error) => counted.destroy(error));
    return stream.pipe(counted);
  };
}
