import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceTally } from './worker-ops';

/** Every worker's totals (worker-ops.ts), summed by source. */
export type Tallies = Map<string, SourceTally>;

export const OPS_DIR = process.env.DROPWISE_DAY_OPS_DIR ?? '';

export function readTallies(dir = OPS_DIR): Tallies {
  const sum: Tallies = new Map();
  if (!dir || !existsSync(dir)) return sum;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    let tallies: Record<string, SourceTally>;
    try {
      tallies = (
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tallies: Record<string, SourceTally> }
      ).tallies;
    } catch {
      continue;
    }
    for (const [source, tally] of Object.entries(tallies)) {
      const total = sum.get(source) ?? {
        invocations: 0,
        ms: 0,
        reads: 0,
        writes: 0,
        deletes: 0,
        byCollection: {},
      };
      total.invocations += tally.invocations;
      total.ms += tally.ms;
      total.reads += tally.reads;
      total.writes += tally.writes;
      total.deletes += tally.deletes;
      for (const [key, n] of Object.entries(tally.byCollection))
        total.byCollection[key] = (total.byCollection[key] ?? 0) + n;
      sum.set(source, total);
    }
  }
  return sum;
}

/** What happened between two readings. */
export function since(before: Tallies, after: Tallies): Tallies {
  const diff: Tallies = new Map();
  for (const [source, tally] of after) {
    const was = before.get(source);
    const byCollection: Record<string, number> = {};
    for (const [key, n] of Object.entries(tally.byCollection)) {
      const d = n - (was?.byCollection[key] ?? 0);
      if (d) byCollection[key] = d;
    }
    diff.set(source, {
      invocations: tally.invocations - (was?.invocations ?? 0),
      ms: tally.ms - (was?.ms ?? 0),
      reads: tally.reads - (was?.reads ?? 0),
      writes: tally.writes - (was?.writes ?? 0),
      deletes: tally.deletes - (was?.deletes ?? 0),
      byCollection,
    });
  }
  return diff;
}

/** The bench's name for SOS calls (sos.ts), so their cost is counted apart from the trips'. */
export const SOS_SOURCE = 'sos';

/**
 * Which part of the day's cost a source is: (b) position reports, (c) screens, (d) SOS alerts,
 * else (a) the trip.
 */
export function partOf(source: string): 'trip' | 'positions' | 'screens' | 'safety' {
  if (source.startsWith('api day:position:')) return 'positions';
  if (source === `api day:${SOS_SOURCE}`) return 'safety';
  // The bench names each of its calls (api.ts); an unnamed api call came from a screen.
  if (/^api (GET|POST|PUT|PATCH|DELETE) /.test(source)) return 'screens';
  return 'trip';
}
