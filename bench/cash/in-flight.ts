import { type FirestoreOps, firestoreOps } from '../../scripts/function-host/firestore-op-counter';
import { type Rpc, traced } from '../dispatch/rpc-trace';
import type { DeliveredOrder } from './seed';

// The recording-cash row's calls, timed each and split by where the time went at the store.

/** One call's time, from the call to its answer, and where it went. */
export interface Sample {
  ms: number;
  /** Before the first call to the store: for the recording, its turn behind the rider's entries. */
  before: number;
  /** The transaction's reads (getAll), summed over its attempts. */
  reads: number;
  commit: number;
  /** Transaction attempts: one unless the store aborted it and the SDK retried. */
  attempts: number;
}

export interface Phase {
  samples: Sample[];
  errors: string[];
  ops: FirestoreOps;
  /** Calls that started while an earlier one of the same rider was still in flight. */
  overlapping: number;
}

const sum = (rpcs: Rpc[], method: string) =>
  rpcs.filter((rpc) => rpc.method === method).reduce((total, rpc) => total + rpc.end - rpc.start, 0);

async function timed(work: () => Promise<unknown>): Promise<Sample> {
  const started = performance.now();
  const { rpcs } = await traced(work);
  const total = performance.now() - started;
  return {
    ms: total,
    before: rpcs.length ? Math.min(...rpcs.map((rpc) => rpc.start)) - started : total,
    reads: sum(rpcs, 'batchGetDocuments'),
    commit: sum(rpcs, 'commit'),
    attempts: rpcs.filter((rpc) => rpc.method === 'batchGetDocuments').length,
  };
}

/**
 * Runs `call` for each order with at most `limit` in flight, in the orders' sequence; a throw is
 * an error. Its figures are the store operations of this process while it ran, which runs
 * nothing else meanwhile.
 */
export async function inFlight(
  orders: DeliveredOrder[],
  limit: number,
  call: (order: DeliveredOrder) => Promise<unknown>,
): Promise<Phase> {
  const phase: Phase = {
    samples: [],
    errors: [],
    ops: { reads: 0, writes: 0, deletes: 0, rpcs: 0 },
    overlapping: 0,
  };
  const busy = new Map<string, number>();
  const queue = [...orders];
  const opsBefore = firestoreOps();
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let order = queue.shift(); order; order = queue.shift()) {
        const held = busy.get(order.riderId) ?? 0;
        if (held > 0) phase.overlapping++;
        busy.set(order.riderId, held + 1);
        try {
          phase.samples.push(await timed(() => call(order)));
        } catch (error) {
          phase.errors.push(String((error as Error).message ?? error));
        } finally {
          busy.set(order.riderId, busy.get(order.riderId)! - 1);
        }
      }
    }),
  );
  const opsAfter = firestoreOps();
  phase.ops = {
    reads: opsAfter.reads - opsBefore.reads,
    writes: opsAfter.writes - opsBefore.writes,
    deletes: opsAfter.deletes - opsBefore.deletes,
    rpcs: opsAfter.rpcs - opsBefore.rpcs,
  };
  return phase;
}

export function pooled(phases: Phase[]): Phase {
  return {
    samples: phases.flatMap((phase) => phase.samples),
    errors: phases.flatMap((phase) => phase.errors),
    ops: {
      reads: phases.reduce((total, phase) => total + phase.ops.reads, 0),
      writes: phases.reduce((total, phase) => total + phase.ops.writes, 0),
      deletes: phases.reduce((total, phase) => total + phase.ops.deletes, 0),
      rpcs: phases.reduce((total, phase) => total + phase.ops.rpcs, 0),
    },
    overlapping: phases.reduce((total, phase) => total + phase.overlapping, 0),
  };
}
