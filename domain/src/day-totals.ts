/**
 * The day's totals are kept in shards, `dailyTotals/{YYYY-MM-DD}_{shard}`, each carrying its
 * `date`: every booking, status change and cash record adds to one shard picked at random, so no
 * single document takes every write of the day (docs/money.md, "The day's reports"). A reader
 * adds up the documents of each date, whatever their id: a day stored before the shards (one
 * document per date, id `YYYY-MM-DD`) adds up the same way.
 */
export const DAY_TOTAL_SHARDS = 10;

export const dayTotalsShardId = (date: string, shard: number): string => `${date}_${shard}`;

/** A shard for one change: each change picks afresh, so a burst spreads over all of them. */
export function pickDayTotalsShard(random: () => number = Math.random): number {
  return Math.min(DAY_TOTAL_SHARDS - 1, Math.floor(random() * DAY_TOTAL_SHARDS));
}

type Figures = { [name: string]: number | Figures };

/** Adds the numbers of `from` into `into`, nested objects (the cities) field by field. */
function addFigures(into: Figures, from: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(from)) {
    if (typeof value === 'number' && Number.isFinite(value)) {
      const held = into[name];
      into[name] = (typeof held === 'number' ? held : 0) + value;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const held = into[name];
      const nested: Figures = held && typeof held === 'object' ? held : {};
      into[name] = nested;
      addFigures(nested, value as Record<string, unknown>);
    }
  }
}

/**
 * Each date's figures, the sums of all its documents' numeric fields (and of each city's).
 * Documents without a `date` are left out; the `shard` number is not a figure.
 */
export function sumDayShards(documents: Iterable<Record<string, unknown>>): Map<string, Figures> {
  const days = new Map<string, Figures>();
  for (const { date, shard: _shard, ...figures } of documents) {
    if (typeof date !== 'string') continue;
    const day = days.get(date) ?? {};
    addFigures(day, figures);
    days.set(date, day);
  }
  return days;
}
