/**
 * npm run bench:places: place search in-process over the bundled gazetteer (no emulators; the
 * HTTP layer around it is the same as every other endpoint's), and what the gazetteer costs the
 * function: the cold-start module load (a fresh Node process requiring the bundled places
 * module and building its index) and the functions bundle's size.
 *
 * Queries are what customers type: prefixes of real names, words in reverse order, one-letter
 * slips, Devanagari names, with and without a `near` point, and some that match nothing. The
 * same queries run through MiniSearch (a maintained library, prefix + fuzzy search over the same
 * fields) and through the barest search one could write (a folded substring filter over names),
 * so the hand-written index is measured against both. Goals: p95 within 5 ms per query, module
 * load within 500 ms. Then the held-out searches (places-held-out.ts): how often the place meant
 * comes in the first five answers, and first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import MiniSearch from 'minisearch';
import { foldText } from '../domain/src/places.js';
import { placeQuerySchema, type PlaceQuery } from '../domain/src/place-query.js';
import { bundledGazetteer } from '../functions/src/services/places/bundled-gazetteer.js';
import data from '../functions/src/services/places/gazetteer/places.json' with { type: 'json' };
import { reportHeldOut } from './places-held-out.js';

const ROUNDS = 10;
const GOAL_P95_MS = 5;
const GOAL_LOAD_MS = 500;
const LOAD_RUNS = 5;
const NEAR = ['18.5204,73.8567', '27.1767,78.0081', undefined];
const root = fileURLToPath(new URL('..', import.meta.url));

interface Row {
  name: string;
  alt?: string[];
  area: string;
  city: string;
}
const places = data.places as Row[];

/** One adjacent pair of letters swapped: the commonest slip. */
const slip = (word: string) =>
  word.length < 5 ? word : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;

function queries(): PlaceQuery[] {
  const texts: string[] = [];
  places.forEach((place, index) => {
    if (index % 8 !== 0) return; // a spread over the file, ~400 places
    const words = place.name.split(/\s+/);
    texts.push(place.name.slice(0, 3), place.name.slice(0, 6), place.name.toLowerCase(), slip(place.name));
    if (words.length > 1) texts.push([...words].reverse().join(' '));
    const devanagari = place.alt?.find((name) => /\p{Script=Devanagari}/u.test(name));
    if (devanagari) texts.push(devanagari);
  });
  texts.push('swargate', 'hinjewadi', 'shaniwarwada', 'pune station', 'agra cantonment', 'qqq', 'zz top');
  return texts.flatMap((q, index) => {
    const near = NEAR[index % NEAR.length];
    const parsed = placeQuerySchema.safeParse(near ? { q, near } : { q });
    return parsed.success && parsed.data.q ? [parsed.data] : [];
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function measure(label: string, all: PlaceQuery[], run: (query: PlaceQuery) => unknown) {
  const times: number[] = [];
  for (const query of all.slice(0, 100)) run(query); // warm the JIT, not measured
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of all) {
      const t0 = performance.now();
      run(query);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { label, count: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

function miniSearchIndex() {
  const start = performance.now();
  const index = new MiniSearch<Row & { id: number; alts: string }>({
    fields: ['name', 'alts', 'area', 'city'],
    storeFields: [],
    processTerm: (term) => foldText(term) || null,
    tokenize: (text) => foldText(text).split(' '),
    searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND', boost: { name: 3, alts: 2 } },
  });
  index.addAll(places.map((place, id) => ({ ...place, id, alts: (place.alt ?? []).join(' ') })));
  return { index, buildMs: performance.now() - start };
}

/** A fresh Node process per run, requiring the esbuild bundle of the gazetteer module as the function does. */
async function coldLoad(): Promise<{ medianMs: number; maxMs: number; bundleKb: number; placesKb: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'places-bench-'));
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { bundledGazetteer } from ${JSON.stringify(join(root, 'functions/src/services/places/bundled-gazetteer.ts'))};\nexport const size = bundledGazetteer().size;\n`,
    );
    await build({
      entryPoints: [entry],
      outfile: join(dir, 'places.cjs'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      tsconfig: join(root, 'functions/tsconfig.json'),
      logLevel: 'warning',
    });
    const script = `const t=process.hrtime.bigint();require(${JSON.stringify(join(dir, 'places.cjs'))});console.log(Number(process.hrtime.bigint()-t)/1e6)`;
    const runs = Array.from({ length: LOAD_RUNS }, () =>
      Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()),
    ).sort((a, b) => a - b);
    const functionsBundle = await build({
      entryPoints: [join(root, 'functions/src/index.ts')],
      outfile: join(dir, 'functions/index.js'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      packages: 'external',
      tsconfig: join(root, 'functions/tsconfig.json'),
      metafile: true,
      logLevel: 'warning',
    });
    const output = Object.values(functionsBundle.metafile.outputs).find((out) => out.entryPoint);
    const placesBytes = Object.entries(output?.inputs ?? {})
      .filter(([path]) => path.includes('services/places/gazetteer/places.json'))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    return {
      medianMs: percentile(runs, 50),
      maxMs: runs[runs.length - 1] ?? Number.NaN,
      bundleKb: statSync(join(dir, 'functions/index.js')).size / 1024,
      placesKb: placesBytes / 1024,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const indexStart = performance.now();
const gazetteer = bundledGazetteer();
const indexMs = performance.now() - indexStart;
const all = queries();
const folded = places.map((place) => foldText(place.name));
const mini = miniSearchIndex();

const rows = [
  measure('baseline: folded substring filter over names', all, (query) => {
    const text = foldText(query.q);
    const found: number[] = [];
    for (let i = 0; i < folded.length && found.length < query.limit; i++)
      if (folded[i]!.includes(text)) found.push(i);
    return found;
  }),
  measure('MiniSearch 7.2 (prefix, fuzzy 0.2, AND, boosted names)', all, (query) =>
    mini.index.search(query.q).slice(0, query.limit),
  ),
  measure('gazetteer index (prefix, any order, typos, rank, near)', all, (query) =>
    gazetteer.searchNow(query),
  ),
];

const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `\nPlace search in-process: ${gazetteer.size} places (${JSON.stringify(data.counts)}), ${all.length} queries x ${ROUNDS} rounds`,
);
console.log(
  `index build in this process: ours ${indexMs.toFixed(0)} ms, MiniSearch ${mini.buildMs.toFixed(0)} ms`,
);
console.log('| search | searches | p50 | p95 |');
console.log('| --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.label} | ${row.count} | ${ms(row.p50)} | ${ms(row.p95)} |`);

const ours = rows[rows.length - 1]!;
reportHeldOut((query) => gazetteer.searchNow(query));
const load = await coldLoad();
console.log(
  `\ncold start: requiring the bundled places module and building its index, fresh process x${LOAD_RUNS}: median ${load.medianMs.toFixed(0)} ms, max ${load.maxMs.toFixed(0)} ms`,
);
console.log(
  `functions bundle (lib/index.js as built for deploy): ${load.bundleKb.toFixed(0)} kB, of which the gazetteer ${load.placesKb.toFixed(0)} kB`,
);
const searchOk = ours.p95 <= GOAL_P95_MS;
const loadOk = load.medianMs <= GOAL_LOAD_MS;
console.log('\n| goal | today | result |');
console.log('| --- | --- | --- |');
console.log(`| search p95 <= ${GOAL_P95_MS} ms | ${ms(ours.p95)} | ${searchOk ? 'PASS' : 'FAIL'} |`);
console.log(
  `| module load <= ${GOAL_LOAD_MS} ms | ${load.medianMs.toFixed(0)} ms | ${loadOk ? 'PASS' : 'FAIL'} |`,
);
process.exitCode = searchOk && loadOk ? 0 : 1;
