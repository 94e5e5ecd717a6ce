/**
 * npm run bench:places: place search in-process over the bundled gazetteer (no emulators; the
 * HTTP layer around it is the same as every other endpoint's). Queries are prefixes of real
 * names, two words in reverse order, accented and unaccented spellings, with and without a
 * `near` point, and some that match nothing. The baseline is the barest search one could write
 * (a case-folded substring filter over the names, no ranking), run on the same queries in the
 * same process. Target: p99 within 50 ms. The max is printed too; on a shared machine it holds
 * scheduler and GC pauses, which the baseline's max shows as well.
 */
import { performance } from 'node:perf_hooks';
import { placeQuerySchema, type PlaceQuery } from '../domain/src/place-query.js';
import { bundledGazetteer } from '../functions/src/services/places/bundled-gazetteer.js';
import data from '../functions/src/services/places/gazetteer/places.json' with { type: 'json' };

const ROUNDS = 20;
const BUDGET_MS = 50;
const NEAR = ['18.5204,73.8567', '27.1767,78.0081', undefined];

function queries(): PlaceQuery[] {
  const texts: string[] = [];
  for (const place of data.places.slice(0, 400)) {
    const words = place.name.split(/\s+/);
    texts.push(place.name.slice(0, 2), place.name.slice(0, 4), place.name);
    if (words.length > 1) texts.push(words.reverse().join(' '));
  }
  texts.push('dayal bagh', 'DAYĀL', 'qqq', 'zz top', 'pune 4110');
  return texts.flatMap((q, index) => {
    const near = NEAR[index % NEAR.length];
    return [placeQuerySchema.parse(near ? { q, near } : { q })];
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function measure(label: string, all: PlaceQuery[], run: (query: PlaceQuery) => unknown) {
  const times: number[] = [];
  for (const query of all.slice(0, 50)) run(query); // warm the JIT, not measured
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of all) {
      const t0 = performance.now();
      run(query);
      times.push(performance.now() - t0);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return {
    label,
    count: times.length,
    rate: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? Number.NaN,
  };
}

const gazetteer = bundledGazetteer();
const all = queries();
const names = data.places.map((place) => ({ place, folded: place.name.toLowerCase() }));
const baseline = measure('baseline: substring filter over names', all, (query) =>
  names.filter((entry) => entry.folded.includes(query.q.toLowerCase())).slice(0, query.limit),
);
const search = measure('gazetteer search (prefix, any order, accents, near)', all, (query) =>
  gazetteer.searchNow(query),
);

const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `\nPlace search in-process: ${gazetteer.size} places (${JSON.stringify(data.counts)}), ${all.length} queries x ${ROUNDS} rounds`,
);
console.log('| search | searches | rate | p50 | p95 | p99 | max |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of [baseline, search]) {
  console.log(
    `| ${row.label} | ${row.count} | ${Math.round(row.rate)}/s | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} |`,
  );
}
console.log(
  `ratio to baseline: p50 x${(search.p50 / baseline.p50).toFixed(1)}, p95 x${(search.p95 / baseline.p95).toFixed(1)}`,
);
const ok = search.p99 <= BUDGET_MS;
console.log(`target: p99 within ${BUDGET_MS} ms: ${ok ? 'PASS' : 'FAIL'} (p99 ${ms(search.p99)})`);
process.exitCode = ok ? 0 : 1;
