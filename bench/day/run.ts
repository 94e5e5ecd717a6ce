import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { getDispatchSettings, saveDispatchSettings } from '@dropwise/domain/api/dispatch';
import type { DispatchSettings } from '@dropwise/domain/dispatch';
import { shareTrip } from '@dropwise/domain/api/orders';
import { currentFareTable } from '../../functions/src/services/fares/current-fare-table';
import { demo, signInWithPassword } from '../../tests/support/emulators';
import { machineLoad } from '../in-process/row';
import { benchCustomers } from '../request-path/context';
import { apiStats, call, pause } from './api';
import { openScreens } from './browsers';
import { heldUp, watchWaitingOrders } from './checks';
import { runArrivals } from './customers';
import { ledger, type RiderRecord } from './ledger';
import { readTallies, since } from './ops';
import { dayTrips, DAY, riderStarts } from './plan';
import { printCosts, printHeld, printWaits } from './report';
import { riderAgent } from './riders';
import { riderSession } from './rider-session';
import { pressSosOn } from './sos';

const finished = (status: string) => ['delivered', 'failed', 'unbooked'].includes(status);

/** The whole day: set-up, ten minutes of arrivals, the drain, then the figures. */
export async function runDay(db: Firestore, auth: Auth): Promise<void> {
  const run = randomUUID().slice(0, 8);
  const table = await currentFareTable(db);
  const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  const current = await call(getDispatchSettings, {}, { token: admin.idToken });
  const { updatedAt: _u, updatedBy: _b, ...settings } = (current.body?.data ?? {}) as Record<string, unknown>;
  const saved = await call(
    saveDispatchSettings,
    {},
    { token: admin.idToken, body: { ...settings, auto: true } },
  );
  const stored = saved.body?.data as DispatchSettings | undefined;
  if (saved.status !== 200 || !stored) throw new Error(`saving dispatch settings answered ${saved.status}`);
  const { offerSeconds } = stored;
  const widestKm = stored.radiiKm.at(-1)!;
  console.log(
    `\nA day: automatic dispatch on (PUT answered ${saved.status}, offers stand ${offerSeconds} s); ${machineLoad()}`,
  );

  const customers = await benchCustomers(db, auth, run, DAY.customers, 'day-customer');
  const phones = await Promise.all(
    customers.slice(0, DAY.watchedCustomers).map(async (c) => (await auth.getUser(c.uid)).phoneNumber!),
  );
  const agents = await Promise.all(
    riderStarts(table).map(async (start, index) => {
      const uid = `bench-day-${run}-rider-${index}`;
      const record: RiderRecord = {
        index,
        uid,
        ...start,
        onDuty: false,
        orderId: null,
        offers: new Map(),
        freeSince: null,
        sent: new Map(),
        heldTwo: 0,
      };
      ledger.riders.push(record);
      return riderAgent(await riderSession({ auth, db }, uid, start), record, db, offerSeconds);
    }),
  );
  for (let i = 0; i < agents.length; i += 10)
    await Promise.all(agents.slice(i, i + 10).map((agent) => agent.goOnDuty()));
  const screens = await openScreens(auth, run, phones);
  console.log(
    `  ${agents.length} riders on duty, ${customers.length} customers, ${DAY.watchedCustomers + 4} screens open (${machineLoad()})`,
  );

  ledger.onAssigned = (order) => {
    pressSosOn(order, customers[order.customer]!.idToken);
    if (order.customer !== 0) return;
    void call(shareTrip, { id: order.id! }, { token: customers[0]!.idToken }).then((answer) => {
      const url = (answer.body?.data as { url?: string } | undefined)?.url;
      if (url) screens.showShared(new URL(url).pathname.split('/').pop()!, order);
    });
  };
  await pause(3000);
  ledger.listenerReads.clear();
  apiStats.clear();
  const before = readTallies();
  const dayStart = Date.now();
  agents.forEach((agent, i) => agent.startReporting((i * DAY.reportEveryMs) / agents.length));
  const stopWatching = watchWaitingOrders(db, widestKm);
  await runArrivals(customers, dayTrips(table), dayStart, (order) => {
    if (order.customer < DAY.watchedCustomers) screens.showOrder(order.customer, order);
  });
  const arrivalsEnd = Date.now();
  const started = Number(process.env.DROPWISE_DAY_STARTED ?? Infinity) * 1000;
  const drainEnd = Math.min(
    arrivalsEnd + DAY.drainSeconds * 1000,
    started + DAY.wholeRunSeconds * 1000 - 30_000,
  );
  while (Date.now() < drainEnd && !ledger.orders.every((o) => finished(o.status))) await pause(1000);
  const drained = Date.now();
  stopWatching();
  await Promise.all(agents.map((agent) => agent.flushOutbox()));
  await Promise.all(agents.map((agent) => agent.stop()));
  await pause(2500);
  const tallies = since(before, readTallies());
  console.log(
    `  day: ${((arrivalsEnd - dayStart) / 1000).toFixed(0)} s of arrivals, then ${((drained - arrivalsEnd) / 1000).toFixed(0)} s of drain (at most ${DAY.drainSeconds} s); ${machineLoad()}`,
  );
  const held = await heldUp(db);
  const delivered = ledger.orders.filter((o) => o.status === 'delivered').length;
  const reports = {
    free: tallies.get('api day:position:free')?.invocations ?? 0,
    open: tallies.get('api day:position:open')?.invocations ?? 0,
  };
  printWaits();
  printHeld(held, widestKm);
  printCosts(tallies, delivered, reports);
  if (ledger.notes.length)
    console.log(`\nNotes (${ledger.notes.length}): ${ledger.notes.slice(0, 8).join('; ')}`);
  await screens.close();
}
