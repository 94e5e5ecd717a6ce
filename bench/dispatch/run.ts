import { randomUUID } from 'node:crypto';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { DEFAULT_DISPATCH_SETTINGS } from '@dropwise/domain/dispatch';
import { updateDispatchSettings } from '../../functions/src/services/dispatch/dispatch-settings';
import { currentFareTable } from '../../functions/src/services/fares/current-fare-table';
import { percentile } from '../request-path/load';
import { ms, perCall } from '../request-path/report';
import { IN_PROCESS, machineLoad, printInProcessRow, sorted, thousands } from '../in-process/row';
import { baselineOffer, type BaselineSample } from './baseline';
import { bookAndDispatch, benchCustomers, benchTrips, type DispatchSample, type Trip } from './orders';
import { DISC_KM } from './places';
import { benchRiders, putOnDuty, reportPositions } from './riders';
import { inFlight, mean, outcomes, type Pooled, range } from './phases';
import { type DispatchSplit, traceRpcs } from './rpc-trace';
import { ORDERS as ORDERS_COLLECTION, RIDER_POSITIONS } from '@dropwise/domain/collections';

const FEW_RIDERS = 100;
const RIDERS = 1000;
const ORDERS = 300;
/**
 * Riders who accept stay busy with their trip, so each phase books as many orders as keeps the
 * same share of riders busy by its end (30 %), one at a time with few riders (20 in flight would
 * hold 60 of 100 riders behind offers at once, against 60 of 1,000 in the main run).
 */
const FEW_ORDERS = (ORDERS * FEW_RIDERS) / RIDERS;
const BASELINE_WARM_UP = 40;
const CUSTOMERS = 100;
/** The offers are looked up in the store right after startDispatch for every this-many orders. */
const CHECK_EVERY = 10;
const READS_GROWTH_ALLOWED = 1.5;

async function storeCounts(db: Firestore): Promise<string> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  const positions = db.collection(RIDER_POSITIONS);
  return (
    `riders on duty (riderPositions) ${thousands(await count(positions))}, ` +
    `free for dispatch (available) ${thousands(await count(positions.where('available', '==', true)))}, ` +
    `orders ${thousands(await count(db.collection(ORDERS_COLLECTION)))}`
  );
}

/**
 * The dispatch row: what the first offers of a new order cost, from the order booked (written),
 * against the bare store work of a first offer, and whether the reads per order stay flat as
 * the riders on duty grow tenfold. Answers whether every figure met its goal.
 */
export async function runDispatchBench(db: Firestore): Promise<boolean> {
  const run = randomUUID().slice(0, 8);
  traceRpcs(db);
  const { version: _version, ...defaults } = DEFAULT_DISPATCH_SETTINGS;
  const settings = await updateDispatchSettings(db, { ...defaults, auto: true }, `bench-${run}-admin`);
  const table = await currentFareTable(db);
  const types = Object.keys(table.vehicles);
  console.log(
    `\nDispatch: a booking, then startDispatch in this process as the booking request runs it, to the first offers written ` +
      `(config/dispatch: auto, batch ${settings.batchSize}, ${settings.offerSeconds} s, radii ${settings.radiiKm.join('/')} km; ` +
      `riders and pickups in ${DISC_KM} km discs around Pune and Agra, vehicle types ${types.join(', ')}, parcels by ${table.parcelVehicleType})`,
  );
  console.log(`  Documents in the store at the start: ${await storeCounts(db)} (${machineLoad()})`);

  const riders = benchRiders(run, RIDERS, types);
  const customers = await benchCustomers(db, run, CUSTOMERS);
  const trips = benchTrips(2, FEW_ORDERS + BASELINE_WARM_UP + ORDERS, table);
  const fewTrips = trips.slice(0, FEW_ORDERS);
  const warmUpTrips = trips.slice(FEW_ORDERS, FEW_ORDERS + BASELINE_WARM_UP);
  const mainTrips = trips.slice(FEW_ORDERS + BASELINE_WARM_UP);
  let booked = 0;
  const dispatchOne = (trip: Trip) => {
    const n = booked++;
    return bookAndDispatch(db, trip, n, customers[n % CUSTOMERS]!, n % CHECK_EVERY === 0);
  };

  await putOnDuty(db, riders.slice(0, FEW_RIDERS));
  const few = await inFlight(range(0, FEW_ORDERS), 1, (i) => dispatchOne(fewTrips[i]!));
  const fewReads = mean(few.results.map((sample) => sample.reads));
  const fewSdk = {
    reads: mean(few.results.map((sample) => sample.sdk.reads)),
    writes: mean(few.results.map((sample) => sample.sdk.writes)),
    rpcs: mean(few.results.map((sample) => sample.sdk.rpcs)),
  };
  console.log(
    `  ${FEW_RIDERS} riders on duty, ${FEW_ORDERS} orders one at a time: ${outcomes(few.results)}, errors ${few.errors.length}; ` +
      `reads per order ${fewReads.toFixed(1)} (counted at the SDK: ${fewSdk.reads.toFixed(1)} reads, ` +
      `${fewSdk.writes.toFixed(1)} writes, ${fewSdk.rpcs.toFixed(1)} RPCs per startDispatch)`,
  );

  await putOnDuty(db, riders.slice(FEW_RIDERS));
  await reportPositions(db, riders.slice(0, FEW_RIDERS));
  console.log(`  Topped up to ${thousands(RIDERS)} riders on duty: ${await storeCounts(db)}`);
  await inFlight(range(0, BASELINE_WARM_UP), IN_PROCESS.inFlight, (i) =>
    baselineOffer(db, warmUpTrips[i]!, `bench-${run}-warm-${i}`),
  );

  // Baseline, dispatch, dispatch, baseline, each half pooled with its twin: both sides warm up
  // over minutes, and this order cancels a steady drift.
  const half = ORDERS / 2;
  const baselineHalf = (from: number) =>
    inFlight(range(from, from + half), IN_PROCESS.inFlight, (i) =>
      baselineOffer(db, mainTrips[i]!, `bench-${run}-baseline-${i}`),
    );
  const dispatchHalf = (from: number) =>
    inFlight(range(from, from + half), IN_PROCESS.inFlight, (i) => dispatchOne(mainTrips[i]!));
  const baselines: Pooled<BaselineSample>[] = [await baselineHalf(0)];
  const dispatches: Pooled<DispatchSample>[] = [await dispatchHalf(0), await dispatchHalf(half)];
  baselines.push(await baselineHalf(half));

  const samples = dispatches.flatMap((phase) => phase.results);
  const offered = samples.filter((sample) => sample.outcome === 'offered');
  const dispatchErrors = dispatches.flatMap((phase) => phase.errors);
  const baseSamples = baselines.flatMap((phase) => phase.results);
  const baseErrors = baselines.flatMap((phase) => phase.errors);
  const firstOffer = sorted(offered.map((sample) => sample.ms));
  const baseTimes = sorted(baseSamples.map((sample) => sample.ms));
  const p95 = percentile(firstOffer, 95);
  const baseP95 = percentile(baseTimes, 95);
  const ratio = p95 / baseP95;
  const reads = mean(samples.map((sample) => sample.reads));
  const baseReads = baseSamples.reduce((sum, sample) => sum + sample.reads, 0);
  const baseWrites = baseSamples.reduce((sum, sample) => sum + 2 * Math.min(3, sample.found), 0);
  const growth = reads / fewReads;
  const timeMet =
    ratio <= IN_PROCESS.p95RatioTarget && dispatchErrors.length === 0 && offered.length === samples.length;
  const readsMet = growth <= READS_GROWTH_ALLOWED;

  printInProcessRow({
    row: 'dispatch',
    calls: samples.length + dispatchErrors.length,
    p50: percentile(firstOffer, 50),
    p95,
    errors: dispatchErrors.length + samples.length - offered.length,
    baseline:
      `3 km geohash query + offer batch: p50 ${ms(percentile(baseTimes, 50))} p95 ${ms(baseP95)} ` +
      `(${perCall(baseReads, baseSamples.length)}r ${perCall(baseWrites, baseSamples.length)}w` +
      `${baseErrors.length ? `, ${baseErrors.length} errors` : ''})`,
    baselineP95: baseP95,
    opsHeader: 'reads per order',
    ops: reads.toFixed(1),
    met: timeMet,
  });
  const parts = (pick: (sample: DispatchSample) => number) => {
    const values = sorted(offered.map(pick));
    return `p50 ${ms(percentile(values, 50))} / p95 ${ms(percentile(values, 95))} ms`;
  };
  const checked = samples.flatMap((sample) => (sample.offersChecked ? [sample.offersChecked] : []));
  const fewFound = (limit: number) => baseSamples.filter((sample) => sample.found < limit).length;
  console.log('\nDispatch checks:');
  console.log(
    `  outcomes: ${outcomes(samples)}; errors ${dispatchErrors.length}${dispatchErrors.length ? ` (first: ${dispatchErrors[0]})` : ''}`,
  );
  console.log(
    `  first offer split: booking ${parts((sample) => sample.bookingMs)}, startDispatch ${parts((sample) => sample.dispatchMs)}`,
  );
  const split = (pick: (split: DispatchSplit) => number) => parts((sample) => pick(sample.split));
  const waves = sorted(offered.map((sample) => sample.split.waves.length));
  const beside = offered.filter((sample) => sample.split.searchBesideRead).length;
  console.log(
    `  startDispatch split: settings, order and run read ${split((s) => s.reads)}; ` +
      `search ${split((s) => s.search)} (one wave of range queries a round: p50 ${percentile(waves, 50)}, max ${percentile(waves, 100)}; ` +
      `started beside the read for ${beside} of ${offered.length}); the read and the search together ${split((s) => s.beforeOffer)}; ` +
      `offer transaction ${split((s) => s.transaction)}; between calls ${split((s) => s.rest)}`,
  );
  const firstRound = offered.filter((sample) => sample.round === 1 && sample.split.waves.length > 0);
  const firstWave = sorted(firstRound.map((sample) => sample.split.waves[0]!.ms));
  console.log(
    `  round 1's search: p50 ${ms(percentile(firstWave, 50))} / p95 ${ms(percentile(firstWave, 95))} ms, ` +
      `${mean(firstRound.map((sample) => sample.split.waves[0]!.queries)).toFixed(1)} range queries, ${firstRound.length} orders`,
  );
  console.log(
    `  offers in the store right after startDispatch, every ${CHECK_EVERY}th order: ${checked.length} orders, ` +
      `${checked.reduce((sum, check) => sum + check.found, 0)} of ${checked.reduce((sum, check) => sum + check.expected, 0)} offer documents`,
  );
  console.log(
    `  accepted by the nearest rider offered: ${samples.filter((sample) => sample.accepted).length}`,
  );
  console.log(
    `  baseline: ${baseSamples.length} pickups, ${fewFound(3)} with fewer than 3 free riders of the type within 3 km, ${fewFound(1)} with none`,
  );
  console.log(
    `  reads per dispatched order (countReads plus startDispatch's first getAll of 3): ` +
      `${fewReads.toFixed(1)} with ${FEW_RIDERS} riders on duty, ${reads.toFixed(1)} with ${thousands(RIDERS)} ` +
      `(${growth.toFixed(2)}x; goal: no growth, <= ${READS_GROWTH_ALLOWED}x: ${readsMet ? 'met' : 'MISSED'})`,
  );
  console.log(`  Documents in the store at the end: ${await storeCounts(db)} (${machineLoad()})`);
  return timeMet && readsMet && few.errors.length === 0;
}
