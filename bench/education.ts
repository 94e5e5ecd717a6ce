/**
 * npm run bench:education (inside the emulators, via scripts/emulator-session.sh):
 * 1. 1,000 enrolments at 20 in flight through the Hosting emulator, 200 of them replays of
 *    earlier submissions: p50/p95 latency, errors, and stored records vs unique submissions.
 * 2. 1,000 visits at 50 in flight: the counter must end exactly 1,000 higher.
 * 3. The initial JavaScript (gzip) of /education and /eduform/:course against their budgets
 *    (bench/initial-javascript.ts); `npm run bench:web` adds Lighthouse figures for both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { db } from '../scripts/seed/emulator-admin.js';
import { languages } from '../domain/src/languages.js';
import { DIST, initialJavaScriptIn, PUBLIC_PAGES } from './initial-javascript.js';
import { measure } from './request-path/load.js';
import { EDUCATION_COUNTER } from './request-path/rows/visit-counter.js';
import { submitEnrolment } from '@dropwise/domain/api/education';
import { checkHealth } from '@dropwise/domain/api/health';
import { ENROLMENTS as ENROLMENTS_COLLECTION, visitCounterShardsPath } from '@dropwise/domain/collections';

const APP_URL = process.env.DROPWISE_APP_URL ?? 'http://127.0.0.1:5000';
const COURSES = ['yoga', 'ITI', '10th', '12th', 'BCA', 'BCOM', 'BA', 'BSC', 'MA', 'MCOM', 'MCA', 'MSC'];
const ENROLMENTS = 1000;
const REPLAYS = 200;
const VISITS = 1000;

/**
 * The Functions emulator runs one request per worker process and starts a new process whenever
 * none is idle; twenty cold starts at once on a small machine overrun its 30 s start timeout.
 * Production instances are warm, so the benchmark warms the pool first: bursts of simultaneous
 * health checks, two more each time, up to the concurrency about to be measured.
 */
async function warmUp(concurrency: number): Promise<void> {
  const started = performance.now();
  let failures = 0;
  for (let burst = 2; burst <= concurrency; burst += 2) {
    const statuses = await Promise.all(
      Array.from({ length: burst }, () =>
        fetch(`${APP_URL}${checkHealth.path}`).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    failures += statuses.filter((status) => status !== 200).length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
Warm-up to ${concurrency} function workers: ${seconds} s, ${failures} failed health checks (not counted)`);
}

async function enrolmentCount(): Promise<number> {
  return (await db.collection(ENROLMENTS_COLLECTION).count().get()).data().count;
}

async function visitTotal(): Promise<number> {
  const shards = await db.collection(visitCounterShardsPath('dropwise')).get();
  return shards.docs.reduce((sum, doc) => sum + Number(doc.get('count') ?? 0), 0);
}

interface Submission {
  clientIp: string;
  body: Record<string, string>;
}

async function benchEnrolments(): Promise<boolean> {
  const run = Math.floor(Math.random() * 9000) + 1000;
  const unique: Submission[] = Array.from({ length: ENROLMENTS - REPLAYS }, (_, i) => ({
    // Each person comes from their own address, as 800 visitors would; a replay reuses it. The
    // benchmark plays the one trusted proxy that appends it (npm run bench:education runs the
    // function with DROPWISE_TRUST_PROXY_HOPS=1), so each visitor has a rate-limit budget of its own.
    clientIp: `10.${200 + Math.floor(i / 250)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
    body: {
      course: COURSES[i % COURSES.length] as string,
      name: `Bench Person ${i}`,
      email: `bench${i}@example.com`,
      number: `9${run}${String(i).padStart(5, '0')}`,
      city: 'Pune',
    },
  }));
  const replays = Array.from({ length: REPLAYS }, (_, i) => unique[(i * 7) % unique.length] as Submission);
  const all = [...unique, ...replays];
  // Shuffle so replays race their originals as well as follow them.
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j] as Submission, all[i] as Submission];
  }

  const before = await enrolmentCount();
  let duplicates = 0;
  const phase = await measure(all.length, { inFlight: 20 }, async (index) => {
    const submission = all[index]!;
    const response = await fetch(`${APP_URL}${submitEnrolment.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': submission.clientIp },
      body: JSON.stringify(submission.body),
    });
    const body = (await response.json()) as { success?: boolean; duplicate?: boolean };
    if (body.duplicate) duplicates++;
    if (response.status !== 200 || body.success !== true) throw new Error(`answered ${response.status}`);
  });
  const stored = (await enrolmentCount()) - before;

  const ok = phase.errors === 0 && stored === unique.length && duplicates === REPLAYS;
  console.log(`\nEnrolments: ${all.length} POST /api/education/addform at 20 in flight through Hosting`);
  console.log(
    `  p50 ${phase.p50.toFixed(0)} ms, p95 ${phase.p95.toFixed(0)} ms, max ${phase.max.toFixed(0)} ms`,
  );
  console.log(`  throughput ${phase.rate.toFixed(1)} requests/s over ${phase.seconds.toFixed(1)} s`);
  console.log(`  errors ${phase.errors}`);
  console.log(
    `  stored records ${stored} for ${unique.length} unique submissions; ${duplicates} replays answered duplicate: true`,
  );
  console.log(`  ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

async function benchVisits(): Promise<boolean> {
  const before = await visitTotal();
  const phase = await measure(VISITS, { inFlight: 50 }, async () => {
    const response = await fetch(`${APP_URL}${EDUCATION_COUNTER}`);
    const body = (await response.json()) as { data?: unknown };
    if (response.status !== 200 || typeof body.data !== 'number')
      throw new Error(`answered ${response.status}`);
  });
  const after = await visitTotal();
  const ok = phase.errors === 0 && after - before === VISITS;
  console.log(`\nVisits: ${VISITS} GET /counter/dropwiseEduCounter at 50 in flight`);
  console.log(
    `  p50 ${phase.p50.toFixed(0)} ms, p95 ${phase.p95.toFixed(0)} ms, ${phase.rate.toFixed(1)} requests/s`,
  );
  console.log(
    `  errors ${phase.errors}; counter ${before} -> ${after} (+${after - before}, expected +${VISITS})`,
  );
  console.log(`  ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

function benchBundles(): boolean {
  let ok = true;
  console.log('\nInitial JavaScript (entry chunk + route chunk + their static imports, gzip level 9)');
  for (const page of PUBLIC_PAGES) {
    // The heaviest language is the one the budget must hold for.
    const { files, gzipKb } = languages
      .map((language) => initialJavaScriptIn(page, language))
      .reduce((heaviest, next) => (next.gzipKb > heaviest.gzipKb ? next : heaviest));
    // The Firebase SDKs announce themselves with their package names (registerVersion).
    const loadsFirebase = files.some(({ file }) =>
      /@firebase\/(app|auth|firestore)|firestore\.googleapis\.com/.test(
        readFileSync(join(DIST, file), 'utf8'),
      ),
    );
    const routeOk = gzipKb <= page.budgetKb && !loadsFirebase;
    ok &&= routeOk;
    console.log(
      `  ${page.route.padEnd(17)} ${gzipKb.toFixed(1)} kB gzip in ${files.length} files (target <= ${page.budgetKb} kB) ${routeOk ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `    ${files.map(({ file }) => file).join(', ')}; Firebase SDK: ${loadsFirebase ? 'LOADED' : 'not loaded'}`,
    );
  }
  return ok;
}

await warmUp(20);
const enrolmentsOk = await benchEnrolments();
await warmUp(50);
const visitsOk = await benchVisits();
const results = [enrolmentsOk, visitsOk, benchBundles()];
console.log(`\nEducation benchmark: ${results.every(Boolean) ? 'all targets met' : 'some targets missed'}`);
process.exit(results.every(Boolean) ? 0 : 1);
