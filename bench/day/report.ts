import { percentile } from '../request-path/load';
import { ms } from '../request-path/report';
import { sorted } from '../in-process/row';
import { apiStats } from './api';
import type { Held } from './checks';
import { rupeesPerThousand, split, topOps, topTime } from './costs';
import { ledger } from './ledger';
import { DAY } from './plan';
import type { Tallies } from './ops';
import { INR_PER_USD, PRICES, PRICES_READ } from './prices';
import { sosPressed } from './sos';

const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');
const pp = (values: number[]) => {
  const s = sorted(values);
  return `p50 ${ms(percentile(s, 50))} ms, p95 ${ms(percentile(s, 95))} ms (n ${s.length})`;
};
const goalP95 = (values: number[], goalMs: number) =>
  `${pp(values)}; goal p95 <= ${goalMs / 1000} s: ${verdict(values.length > 0 && percentile(sorted(values), 95) <= goalMs)}`;

export function printWaits(): void {
  const offered = ledger.orders.filter((o) => o.bookedAt && o.firstOfferSeenAt);
  console.log('\nWhat people wait for:');
  console.log(
    `  booking -> first offer seen by a rider's listener: ${goalP95(
      offered.map((o) => o.firstOfferSeenAt! - o.requestedAt),
      3000,
    )}`,
  );
  console.log(
    `    split: booking answered ${pp(offered.map((o) => o.bookedAt! - o.requestedAt))}; ` +
      `answered -> offer written (trigger delay, search, transaction) ${pp(offered.map((o) => o.firstOfferWrittenAt! - o.bookedAt!))}; ` +
      `offer written -> listener ${pp(offered.map((o) => o.firstOfferSeenAt! - o.firstOfferWrittenAt!))}`,
  );
  const firstOffer = (inRush: boolean) =>
    pp(offered.filter((o) => o.index < DAY.rush === inRush).map((o) => o.firstOfferSeenAt! - o.requestedAt));
  console.log(`    the rush's ${DAY.rush} orders ${firstOffer(true)}; the rest ${firstOffer(false)}`);
  for (const screen of ['customer', 'shared'] as const) {
    const samples = ledger.marker.filter((s) => s.screen === screen).map((s) => s.ms);
    console.log(
      `  position report -> marker moved on the ${screen === 'customer' ? "customer's order page" : 'shared trip page'}: ${goalP95(samples, 2000)}`,
    );
  }
  const pressed = sosPressed();
  console.log(
    `  SOS pressed -> its alert on the admins' Safety desk: ${goalP95(
      ledger.sos.map((s) => s.ms),
      3000,
    )}` +
      `${ledger.sos.length < pressed ? ` (MISSED: ${pressed - ledger.sos.length} of ${pressed} never showed)` : ''}`,
  );
  console.log(
    `  transition -> the customer's screen shows it: ${goalP95(
      ledger.status.map((s) => s.ms),
      2000,
    )}`,
  );
  const delivered = ledger.orders.filter((o) => o.deliveredAt);
  console.log(
    `  booking -> delivered (informational): ${pp(delivered.map((o) => o.deliveredAt! - o.requestedAt))}`,
  );
}

export function printHeld(held: Held, widestKm: number): void {
  const errors = held.serverErrors.map(([name, n]) => `${name} ${n}`).join(', ') || 'none';
  const duplicates =
    held.twoRiders + held.riderHeldTwo + held.cashTwice + held.ledgerTwice + held.receiptTwice;
  console.log('\nWhether it held (goal: all 0):');
  console.log(
    `  unfinished at the end: ${held.unfinished} (${held.unfinishedByStatus}), never booked ${held.unbooked}: ${verdict(held.unfinished + held.unbooked === 0)}`,
  );
  console.log(
    `  waiting orders left with no offer for > 5 s while a rider of their type within ${widestKm} km (the widest radius, unrounded) had been free > 5 s: ${held.unmatched} ` +
      `(${held.unmatchedTakenLater} taken by a rider later, ${held.unmatched - held.unmatchedTakenLater} never): ${verdict(held.unmatched === 0)}; ` +
      `${ledger.offersNotYetSeen.size} more had an offer standing in the store that the riders' screens had not shown yet`,
  );
  console.log(`  5xx answers (or none) by endpoint: ${errors}: ${verdict(held.serverErrors.length === 0)}`);
  console.log(
    `  duplicates: orders accepted by two riders ${held.twoRiders}, riders holding two orders ${held.riderHeldTwo}, cash answered 201 twice ${held.cashTwice}, ` +
      `orders with two ledger entries ${held.ledgerTwice}, receipt numbers given twice ${held.receiptTwice}: ${verdict(duplicates === 0)}`,
  );
  const statuses = [...apiStats.entries()].map(
    ([name, stats]) =>
      `${name} ${[...stats.byStatus.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}x${n}`)
        .join(' ')}`,
  );
  console.log(`  every answer: ${statuses.join('; ')}`);
}

export function printCosts(tallies: Tallies, trips: number, reports: { open: number; free: number }): void {
  const parts = split(tallies);
  const per = (n: number) => (n / Math.max(1, trips)).toFixed(1);
  const line = (label: string, p: typeof parts.trip) =>
    `  ${label}: ${per(p.reads)} reads, ${per(p.writes)} writes, ${per(p.deletes)} deletes, ${per(p.invocations)} invocations per trip`;
  console.log(`\nWhat a trip costs (${trips} trips delivered):`);
  console.log(line("(a) the trip's own work in the functions (HTTP + triggers + tasks)", parts.trip));
  const task = tallies.get('dispatchStepTask');
  if (task?.invocations) {
    console.log(
      `    of which dispatchStepTask: ${per(task.reads)} reads, ${per(task.invocations)} invocations per trip. The Cloud Tasks emulator runs a ` +
        'task at once, whatever its scheduleTime, and a wake-up before the offers end sets the timer again: locally it loops until they end',
    );
  }
  console.log(line('(b) position reports', parts.positions));
  console.log(
    line("(c) open screens (Chromium pages' and riders' listeners; the shared page's polls)", parts.screens),
  );
  const alerts = sosPressed();
  const perAlert = (n: number) => (n / Math.max(1, alerts)).toFixed(1);
  console.log(
    `  (d) SOS alerts, apart (${alerts} pressed; the API call only, the desk's listener is in (c)): ` +
      `${perAlert(parts.safety.reads)} reads, ${perAlert(parts.safety.writes)} writes per alert`,
  );
  const noPositions = {
    reads: parts.trip.reads + parts.screens.reads,
    writes: parts.trip.writes + parts.screens.writes,
  };
  console.log(
    `  goal, all but position reports (a + c): <= 60 reads (${per(noPositions.reads)}: ${verdict(noPositions.reads / trips <= 60)}), ` +
      `<= 30 writes (${per(noPositions.writes)}: ${verdict(noPositions.writes / trips <= 30)}); the trip alone (a): ${per(parts.trip.reads)} reads, ${per(parts.trip.writes)} writes`,
  );
  const perReport = (p: typeof parts.open, n: number) => (n ? (p.writes / n).toFixed(3) : '-');
  console.log(
    `  writes per position report: ${perReport(parts.free, reports.free)} without an open order (goal 1: ${verdict(parts.free.writes <= reports.free)}), ` +
      `${perReport(parts.open, reports.open)} with one (goal <= 2: ${verdict(parts.open.writes <= 2 * reports.open)}); reads per report ${(parts.positions.reads / Math.max(1, reports.open + reports.free)).toFixed(2)}`,
  );
  console.log(
    `\nRupees per 1,000 trips (prices read ${PRICES_READ}; USD -> INR ${INR_PER_USD.rate}, ${INR_PER_USD.of}):`,
  );
  console.log(
    '  asia-south1 (Mumbai) prices NOT FOUND for any row below; each uses the figure named beside it:',
  );
  for (const price of Object.values(PRICES)) {
    console.log(
      `    ${price.item}: Mumbai not found; used $${price.usedUsd} per ${price.per.toLocaleString('en-GB')} (${price.usedIs})`,
    );
  }
  for (const [label, part] of [
    ['(a) trip', parts.trip],
    ['(b) positions', parts.positions],
    ['(c) screens', parts.screens],
  ] as const) {
    const r = rupeesPerThousand(part, trips, part.ms / 1000);
    const total = Object.values(r).reduce((s, v) => s + v, 0);
    console.log(
      `  ${label}: reads ₹${r.reads!.toFixed(2)}, writes ₹${r.writes!.toFixed(2)}, deletes ₹${r.deletes!.toFixed(2)}, ` +
        `invocations ₹${r.invocations!.toFixed(2)}, compute (upper bound) ₹${r.compute!.toFixed(2)}; total ₹${total.toFixed(2)}`,
    );
  }
  const listeners = [...ledger.listenerReads.entries()].map(
    ([source, byCollection]) => `${source} ${[...byCollection.values()].reduce((sum, n) => sum + n, 0)}`,
  );
  console.log(`  listener reads by screen: ${listeners.join(', ') || 'none'}`);
  const events = [...ledger.screenEvents.entries()].map(
    ([screen, seen]) =>
      `${screen} ${Object.entries(seen)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(' ')}`,
  );
  console.log(`  what the screens reported: ${events.join('; ') || 'nothing'}`);
  console.log('\nWhere it goes:');
  for (const kind of ['reads', 'writes'] as const) {
    console.log(`  five largest sources of ${kind}:`);
    for (const [source, n] of topOps(tallies, kind)) console.log(`    ${source}: ${n} (${per(n)} per trip)`);
  }
  console.log('  five largest sources of time in the functions (sum of invocation times in the workers):');
  for (const [source, total, n] of topTime(tallies)) {
    console.log(
      `    ${source}: ${(total / 1000).toFixed(1)} s over ${n} invocations (mean ${ms(total / Math.max(1, n))} ms)`,
    );
  }
}
