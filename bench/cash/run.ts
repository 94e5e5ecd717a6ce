import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { sumDayShards } from '@dropwise/domain/day-totals';
import { indiaDate } from '@dropwise/domain/india-time';
import { currentFareTable } from '../../functions/src/services/fares/current-fare-table';
import { recordCashCollection } from '../../functions/src/services/money/record-cash';
import { traceRpcs } from '../dispatch/rpc-trace';
import { percentile } from '../request-path/load';
import { ms, perCall } from '../request-path/report';
import { IN_PROCESS, machineLoad, printInProcessRow, sorted, thousands } from '../in-process/row';
import { bareCollection } from './baseline';
import { inFlight, type Phase, pooled, type Sample } from './in-flight';
import { type DeliveredOrder, seedDeliveredOrders } from './seed';
import {
  CASH_LEDGER,
  DAILY_TOTALS,
  ORDERS,
  RIDERS as RIDERS_COLLECTION,
  RIDER_CASH,
  RIDER_CASH_DAYS,
} from '@dropwise/domain/collections';

const RIDERS = 200;
const ORDERS_PER_RIDER = 4;
const CALLS = 300;
const WARM_UP = 50;

const rupees = (paise: number) => `Rs ${thousands(paise / 100)}`;

async function storeCounts(db: Firestore): Promise<string> {
  const count = async (path: string) => (await db.collection(path).count().get()).data().count;
  const names = [RIDERS_COLLECTION, ORDERS, CASH_LEDGER, RIDER_CASH, RIDER_CASH_DAYS, DAILY_TOTALS];
  const counts = await Promise.all(names.map(async (name) => `${name} ${thousands(await count(name))}`));
  return counts.join(', ');
}

const cashCollected = async (db: Firestore, date: string) => {
  const shards = await db.collection(DAILY_TOTALS).where('date', '==', date).get();
  return Number(sumDayShards(shards.docs.map((shard) => shard.data())).get(date)?.cashCollectedPaise ?? 0);
};

/**
 * The recording-cash row: `recordCashCollection` in this process, as the cash handler calls it,
 * against the bare transaction it needs, for delivered orders of the same shape. Answers whether
 * the goal was met.
 */
export async function runCashBench(db: Firestore): Promise<boolean> {
  const run = randomUUID().slice(0, 8);
  traceRpcs(db);
  const table = await currentFareTable(db);
  console.log(
    `\nRecording cash: recordCashCollection in this process as POST /api/orders/:id/cash runs it, ` +
      `for ${RIDERS} riders with ${ORDERS_PER_RIDER} delivered parcels each (pickups in Pune and Agra, ` +
      `fares from the fare table v${table.version}, settled at ${table.taxRatePercent ?? 0} % tax), the amount due each time`,
  );
  console.log(`  Documents in the store at the start: ${await storeCounts(db)} (${machineLoad()})`);
  const seed = await seedDeliveredOrders(db, run, table, RIDERS, ORDERS_PER_RIDER);
  const date = indiaDate(Date.now());
  const totalBefore = await cashCollected(db, date);
  console.log(`  Seeded: ${await storeCounts(db)}`);

  // Order n is rider n % RIDERS's, so the 20 in flight at any moment are 20 different riders:
  // a rider records one collection per delivery, minutes apart.
  let next = 0;
  const take = (count: number) => seed.orders.slice(next, (next += count));
  const record = (order: DeliveredOrder) =>
    recordCashCollection(db, order.riderId, order.id, { amountPaise: order.amountPaise });
  const bare = (order: DeliveredOrder) => bareCollection(db, order);

  const warmUp = [
    await inFlight(take(WARM_UP), IN_PROCESS.inFlight, bare),
    await inFlight(take(WARM_UP), IN_PROCESS.inFlight, record),
  ];
  const warmUpErrors = warmUp.reduce((total, phase) => total + phase.errors.length, 0);
  // Baseline, recording, recording, baseline, each half pooled with its twin: both sides warm up
  // over minutes, and this order cancels a steady drift.
  const half = CALLS / 2;
  const firstBaseline = take(half);
  const recorded = take(CALLS);
  const lastBaseline = take(half);
  const baselines = [await inFlight(firstBaseline, IN_PROCESS.inFlight, bare)];
  const recordings = [
    await inFlight(recorded.slice(0, half), IN_PROCESS.inFlight, record),
    await inFlight(recorded.slice(half), IN_PROCESS.inFlight, record),
  ];
  baselines.push(await inFlight(lastBaseline, IN_PROCESS.inFlight, bare));

  const recording = pooled(recordings);
  const baseline = pooled(baselines);
  const times = sorted(recording.samples.map((sample) => sample.ms));
  const baseTimes = sorted(baseline.samples.map((sample) => sample.ms));
  const p95 = percentile(times, 95);
  const baseP95 = percentile(baseTimes, 95);
  const ratio = p95 / baseP95;
  const met = ratio <= IN_PROCESS.p95RatioTarget && recording.errors.length === 0;
  const baseCalls = baseline.samples.length + baseline.errors.length;
  const perCallOps = (phase: Phase) => {
    const calls = phase.samples.length + phase.errors.length;
    return `${perCall(phase.ops.reads, calls)} / ${perCall(phase.ops.writes, calls)} / ${perCall(phase.ops.rpcs, calls)}`;
  };

  printInProcessRow({
    row: 'cash',
    calls: recording.samples.length + recording.errors.length,
    p50: percentile(times, 50),
    p95,
    errors: recording.errors.length,
    baseline:
      `getAll of 4 + 5 writes in one transaction: p50 ${ms(percentile(baseTimes, 50))} p95 ${ms(baseP95)} ` +
      `(${perCall(baseline.ops.reads, baseCalls)}r ${perCall(baseline.ops.writes, baseCalls)}w ` +
      `${perCall(baseline.ops.rpcs, baseCalls)} RPCs` +
      `${baseline.errors.length ? `, ${baseline.errors.length} errors` : ''})`,
    baselineP95: baseP95,
    opsHeader: 'reads / writes / RPCs per call',
    ops: perCallOps(recording),
    met,
  });

  const split = (phase: Phase, pick: (sample: Sample) => number) => {
    const values = sorted(phase.samples.map(pick));
    return `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
  };
  const describe = (phase: Phase) =>
    `before the first call to the store ${split(phase, (s) => s.before)}, getAll ${split(phase, (s) => s.reads)}, ` +
    `commit ${split(phase, (s) => s.commit)}, the rest ${split(phase, (s) => s.ms - s.before - s.reads - s.commit)} ms; ` +
    `retried ${phase.samples.filter((s) => s.attempts > 1).length} (most attempts ${Math.max(0, ...phase.samples.map((s) => s.attempts))})`;
  console.log('\nRecording cash checks:');
  const errors = (phase: Phase) =>
    `${phase.errors.length}${phase.errors.length ? ` (first: ${phase.errors[0]})` : ''}`;
  console.log(
    `  errors: recording ${errors(recording)}, baseline ${errors(baseline)}, warm-up (${WARM_UP} of each) ${warmUpErrors}`,
  );
  console.log(`  recording, p50 / p95: ${describe(recording)}`);
  console.log(`  baseline,  p50 / p95: ${describe(baseline)}`);
  console.log(
    `  halves in the order run, p50 / p95 ms: baseline ${split(baselines[0]!, (s) => s.ms)}, ` +
      `recording ${split(recordings[0]!, (s) => s.ms)}, recording ${split(recordings[1]!, (s) => s.ms)}, ` +
      `baseline ${split(baselines[1]!, (s) => s.ms)}`,
  );
  console.log(
    `  calls started while the same rider's previous one was in flight: recording ${recording.overlapping}, baseline ${baseline.overlapping}`,
  );

  // Untimed: what the calls left in the store adds up.
  const calledOrders = seed.orders.slice(0, next);
  const entries = await db.getAll(
    ...calledOrders.map((order) => db.doc(`${CASH_LEDGER}/collection-${order.id}`)),
  );
  const ordersAfter = await db.getAll(...calledOrders.map((order) => db.doc(`${ORDERS}/${order.id}`)));
  const entered = calledOrders.filter((_, index) => entries[index]!.exists);
  const paid = ordersAfter.filter((order) => order.get('payment.collectedPaise') !== undefined).length;
  const expected = new Map(seed.openingPaise);
  for (const order of entered) expected.set(order.riderId, expected.get(order.riderId)! + order.amountPaise);
  const balances = await db.getAll(...seed.riderIds.map((uid) => db.doc(`${RIDER_CASH}/${uid}`)));
  const wrong = balances.filter(
    (balance) => balance.get('cashInHandPaise') !== expected.get(balance.id),
  ).length;
  const addedToday = entered.reduce((total, order) => total + order.amountPaise, 0);
  const dayMoved = (await cashCollected(db, date)) - totalBefore;
  console.log(
    `  ledger entries for the ${calledOrders.length} orders called (warm-up included): ${entered.length}; ` +
      `orders with payment.collectedPaise: ${paid}; riders whose cash in hand is their opening balance plus ` +
      `their entries: ${RIDERS - wrong} of ${RIDERS}`,
  );
  console.log(
    indiaDate(Date.now()) === date
      ? `  dailyTotals (${date}).cashCollectedPaise moved by ${rupees(dayMoved)} for ${rupees(addedToday)} of entries: ${dayMoved === addedToday ? 'equal' : 'DIFFERENT'}`
      : `  the India day changed during the run: dailyTotals not compared`,
  );
  const again = recorded[0]!;
  const second = await record(again).then(
    () => 'accepted (WRONG)',
    (error: { status?: number; message?: string }) => `${error.status ?? '?'} ${error.message ?? ''}`.trim(),
  );
  console.log(`  the same order recorded a second time: ${second}`);
  console.log(`  Documents in the store at the end: ${await storeCounts(db)} (${machineLoad()})`);
  return met;
}
