import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { signInWithPassword, type SignedInUser } from '../../../tests/support/emulators';
import type { BenchContext, RowFactory } from '../context';
import type { HttpCall } from '../load';
import { reportPosition } from '@dropwise/domain/api/trip';
import { RIDERS as RIDERS_COLLECTION, RIDER_POSITIONS, orderTrailPath } from '@dropwise/domain/collections';

const RIDERS = 500;
/** Riders carrying an open order (the rest report with none). */
const WITH_ORDER = 50;
const PER_SECOND = 50;
/** Each half: 30 s at 50 a second; the two halves together are the 60 s of the load. */
const COUNT = 1500;
const TRAIL_BUCKET_MS = 30_000;
const TRAIL_KEEP_MS = 30 * 24 * 3600 * 1000;

/** `count` on-duty riders with a claim, an active profile and a position document, signed in. */
export async function benchRiders({ db, auth, run }: BenchContext, count: number): Promise<SignedInUser[]> {
  const riders: SignedInUser[] = [];
  for (let start = 0; start < count; start += 25) {
    const chunk = Array.from({ length: Math.min(25, count - start) }, async (_, offset) => {
      const uid = `bench-${run}-rider-${start + offset}`;
      const email = `${uid}@bench.dropwise.test`;
      await auth.createUser({
        uid,
        email,
        password: 'bench-password',
        displayName: `Bench Rider ${start + offset}`,
      });
      await auth.setCustomUserClaims(uid, { rider: true });
      return signInWithPassword(email, 'bench-password');
    });
    riders.push(...(await Promise.all(chunk)));
  }
  const batch = db.batch();
  const now = Timestamp.now();
  for (const rider of riders) {
    batch.set(db.doc(`${RIDERS_COLLECTION}/${rider.uid}`), {
      name: 'Bench Rider',
      active: true,
      vehicleType: 'bike',
      shopId: null,
      onDuty: true,
      dutyChangedAt: now,
    });
    batch.set(db.doc(`${RIDER_POSITIONS}/${rider.uid}`), {
      lat: null,
      lng: null,
      accuracy: null,
      at: null,
      watchers: {},
    });
  }
  await batch.commit();
  return riders;
}

/** A fix near Pune station that moves a little with each report. */
const fixFor = (index: number, at: number) => ({
  lat: 18.5289 + (index % 97) * 0.0001,
  lng: 73.8744 + (index % 89) * 0.0001,
  accuracy: 10,
  at,
});

/**
 * POST /api/rider/position: 500 on-duty riders each reporting every 10 s (50 reports a second,
 * open loop, 60 s per side), 50 of them carrying an open order, whose reports also leave a trail
 * point once per 30 s. The warm-up has every rider report once, and runs again just before the
 * timed halves, as a steady stream of reports keeps an instance warm. Baseline: the bare writes a
 * report needs, in one batch: the position update, plus the trail point when a carried order
 * enters a new 30 s window.
 */
export const positionRow: RowFactory = (context) => {
  const { db, run, customers } = context;
  // Made on first use, so a run of other rows (`--only`) does not pay for 500 accounts.
  let riders: SignedInUser[] = [];
  let made: Promise<void> | undefined;
  const makeRiders = () =>
    (made ??= (async () => {
      riders = await benchRiders(context, RIDERS);
      const carried = db.batch();
      for (let rider = 0; rider < WITH_ORDER; rider++) {
        carried.update(db.doc(`${RIDER_POSITIONS}/${riders[rider]!.uid}`), {
          watchers: { [orderOf(rider)]: customers[rider % customers.length]!.uid },
        });
      }
      await carried.commit();
      const baseline = db.batch();
      for (let rider = 0; rider < RIDERS; rider++) {
        baseline.set(db.doc(`benchBaseline-${run}-positions/${rider}`), { lat: null, lng: null, at: null });
      }
      await baseline.commit();
    })());
  // Riders 0-49 carry an open order each for the whole run, as an assignment would have set.
  const orderOf = (rider: number) => `bench-${run}-trip-${rider}`;
  let trailPointsSeen = 0;
  const countTrail = async () => {
    let points = 0;
    for (let rider = 0; rider < WITH_ORDER; rider++) {
      points += (
        await db
          .collection(orderTrailPath(orderOf(rider)))
          .count()
          .get()
      ).data().count;
    }
    return points;
  };
  const baselineBuckets = new Map<number, number>();
  const calledPhases: string[] = [];

  return {
    name: 'position',
    endpoint: 'POST /api/rider/position',
    count: COUNT,
    inFlight: PER_SECOND,
    perSecond: PER_SECOND,
    warmUp: RIDERS,
    compare: 'p95',
    target: 1.5,
    baseline: {
      label: 'the report’s writes (position, and a trail point once per 30 s with an order)',
      prepare: makeRiders,
      operation: async (index) => {
        const rider = index % RIDERS;
        const at = Date.now();
        const batch: WriteBatch = db.batch();
        batch.update(db.doc(`benchBaseline-${run}-positions/${rider}`), {
          lat: 18.5,
          lng: 73.8,
          accuracy: 10,
          at: Timestamp.fromMillis(at),
        });
        const bucket = Math.floor(at / TRAIL_BUCKET_MS);
        if (rider < WITH_ORDER && baselineBuckets.get(rider) !== bucket) {
          baselineBuckets.set(rider, bucket);
          batch.set(db.doc(`benchBaseline-${run}-trail/${rider}-${bucket}`), {
            lat: 18.5,
            lng: 73.8,
            at: Timestamp.fromMillis(at),
            expireAt: Timestamp.fromMillis(at + TRAIL_KEEP_MS),
          });
        }
        await batch.commit();
      },
    },
    async calls(phase, count = COUNT) {
      await makeRiders();
      calledPhases.push(phase);
      trailPointsSeen = await countTrail();
      const start = Date.now();
      return Array.from({ length: count }, (_, i): HttpCall => {
        const rider = riders[i % RIDERS]!;
        return {
          method: 'POST',
          path: reportPosition.path,
          headers: { Authorization: `Bearer ${rider.idToken}` },
          body: fixFor(i, start + Math.floor((i * 1000) / PER_SECOND)),
          ok: [200],
        };
      });
    },
    async check(phase) {
      if (!calledPhases.includes(phase)) return null;
      const points = await countTrail();
      const added = points - trailPointsSeen;
      trailPointsSeen = points;
      const withOrder = Math.round((COUNT * WITH_ORDER) / RIDERS);
      return (
        `writes per report: 1 for the ${RIDERS - WITH_ORDER} riders without an open order; ` +
        `${((withOrder + added) / withOrder).toFixed(2)} for the ${WITH_ORDER} with one ` +
        `(${added} trail points in ${withOrder} reports; goal 1 and at most 2)`
      );
    },
  };
};
