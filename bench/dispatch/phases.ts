import type { DispatchSample } from './orders';

// The dispatch row's phases: operations run with a few in flight, and what their samples add up to.

export interface Pooled<T> {
  results: T[];
  errors: string[];
  seconds: number;
}

/** Runs `operation(i)` for each index with at most `limit` in flight; the operations time themselves. */
export async function inFlight<T>(
  indexes: number[],
  limit: number,
  operation: (index: number) => Promise<T>,
): Promise<Pooled<T>> {
  const results: T[] = [];
  const errors: string[] = [];
  const queue = [...indexes];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        try {
          results.push(await operation(index));
        } catch (error) {
          errors.push(String((error as Error).message ?? error));
        }
      }
    }),
  );
  return { results, errors, seconds: (performance.now() - started) / 1000 };
}

export const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
export const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export function outcomes(samples: DispatchSample[]): string {
  const byOutcome = new Map<string, number>();
  const byRound = new Map<number, number>();
  for (const sample of samples) {
    byOutcome.set(sample.outcome, (byOutcome.get(sample.outcome) ?? 0) + 1);
    if (sample.round !== null) byRound.set(sample.round, (byRound.get(sample.round) ?? 0) + 1);
  }
  const rounds = [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, n]) => `round ${round}: ${n}`)
    .join(', ');
  const others = [...byOutcome.entries()].filter(([outcome]) => outcome !== 'offered');
  return (
    `offered ${byOutcome.get('offered') ?? 0} (${rounds || 'none'})` +
    (others.length ? `, ${others.map(([outcome, n]) => `${outcome} ${n}`).join(', ')}` : '')
  );
}
