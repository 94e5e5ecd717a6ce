import { ledger } from './ledger';
import { partOf, type Tallies } from './ops';
import { PRICES, rupees } from './prices';

export interface Part {
  reads: number;
  writes: number;
  deletes: number;
  invocations: number;
  ms: number;
}

const empty = (): Part => ({ reads: 0, writes: 0, deletes: 0, invocations: 0, ms: 0 });

/**
 * The day's billed work split in four: (a) the trip's own, (b) position reports, (c) screens,
 * (d) SOS alerts (a few rides', not a trip's cost).
 */
export function split(tallies: Tallies): {
  trip: Part;
  positions: Part;
  screens: Part;
  safety: Part;
  open: Part;
  free: Part;
} {
  const parts = {
    trip: empty(),
    positions: empty(),
    screens: empty(),
    safety: empty(),
    open: empty(),
    free: empty(),
  };
  for (const [source, tally] of tallies) {
    const into = [parts[partOf(source)]];
    if (source === 'api day:position:open') into.push(parts.open);
    if (source === 'api day:position:free') into.push(parts.free);
    for (const part of into) {
      part.reads += tally.reads;
      part.writes += tally.writes;
      part.deletes += tally.deletes;
      part.invocations += tally.invocations;
      part.ms += tally.ms;
    }
  }
  for (const bySource of ledger.listenerReads.values()) {
    for (const n of bySource.values()) parts.screens.reads += n;
  }
  return parts;
}

/**
 * The five largest sources of reads or writes: function source x collection, and for reads each
 * screen's listeners.
 */
export function topOps(tallies: Tallies, kind: 'reads' | 'writes'): Array<[string, number]> {
  const sources: Array<[string, number]> = [];
  for (const [source, tally] of tallies) {
    for (const [key, n] of Object.entries(tally.byCollection)) {
      if (key.startsWith(`${kind} `)) sources.push([`${source}: ${key.slice(kind.length + 1)}`, n]);
    }
  }
  if (kind === 'reads') {
    for (const [screen, bySource] of ledger.listenerReads) {
      for (const [collection, n] of bySource) sources.push([`${screen} (listeners): ${collection}`, n]);
    }
  }
  return sources.sort((a, b) => b[1] - a[1]).slice(0, 5);
}

/** The five functions' sources that took the most time (sum of invocation times in the workers). */
export function topTime(tallies: Tallies): Array<[string, number, number]> {
  return [...tallies.entries()]
    .map(([source, tally]) => [source, tally.ms, tally.invocations] as [string, number, number])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
}

/**
 * Rupees per 1,000 trips for a part per trip. Compute is an upper bound: every invocation billed
 * alone for its time in the emulator's worker, at 1 vCPU and 0.25 GiB (the
 * functions set no memory, so 2nd gen's 256 MiB; Cloud Run's concurrency would share it).
 */
export function rupeesPerThousand(part: Part, trips: number, billedSeconds: number): Record<string, number> {
  const per = (n: number) => (n / Math.max(1, trips)) * 1000;
  return {
    reads: rupees(PRICES.reads, per(part.reads)),
    writes: rupees(PRICES.writes, per(part.writes)),
    deletes: rupees(PRICES.deletes, per(part.deletes)),
    invocations: rupees(PRICES.invocations, per(part.invocations)),
    compute:
      rupees(PRICES.vcpuSeconds, per(billedSeconds)) + rupees(PRICES.gibSeconds, per(billedSeconds) * 0.25),
  };
}
