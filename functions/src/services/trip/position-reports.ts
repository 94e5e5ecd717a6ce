import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import {
  type PositionReport,
  REPORT_MIN_GAP_MS,
  TRAIL_KEEP_MS,
  trailBucket,
} from '@dropwise/domain/rider-duty';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { batchedReadsPer } from '../../lib/batched-reads.js';
import { rememberAtMost } from '../../lib/bounded-map.js';
import { firestoreCall } from '../../lib/deadline.js';
import { StaleWhileRefreshCache } from '../../lib/stale-while-refresh-cache.js';
import { positionRef, trailRef, type Watchers, watchersOf } from './trip-documents.js';

const MAX_RIDERS = 20_000;
/** When each rider's last report was taken on this instance (the 2 s spacing). */
const lastReports = new Map<string, number>();
/** The trail bucket each order last got a point in, on this instance. */
const lastTrailBuckets = new Map<string, number>();
/**
 * Each rider's watchers as this instance last read them. They only decide which orders get a
 * trail point (one per 30 s), so a report uses the copy it has and rereads it beside its write
 * (never before it, and not awaited once there is a copy) when the copy is over 25 s old: one
 * read per rider per trail window, and a newly assigned order gets trail points within about
 * half a minute. Going on duty starts from a fresh read.
 */
const knownWatchers = new StaleWhileRefreshCache<string, Watchers>(() => ({
  freshMs: 25_000,
  staleMs: 60 * 60_000,
}));

/**
 * The rereads of many riders' watchers share one call to the store (each document a read, the
 * call one round trip): on a busy instance a few dozen riders' copies go stale every second.
 */
const watcherReadsOf = batchedReadsPer<Firestore, string, Watchers>(
  async (db, riderIds) => {
    const snapshots = await firestoreCall(db.getAll(...riderIds.map((id) => positionRef(db, id))));
    return new Map(snapshots.map((snapshot) => [snapshot.id, watchersOf(snapshot.data())]));
  },
  { maxKeys: 100, backgroundMs: 500 },
);

/** After a duty change: start afresh (the next report may come at once, watchers reread). */
export function forgetReports(riderId: string): void {
  lastReports.delete(riderId);
  knownWatchers.forget(riderId);
}

export interface ReportOutcome {
  /** Documents written: the position, plus a trail point per open order entering a new 30 s window. */
  writes: number;
}

const NOT_FOUND = 5;

/**
 * Stores a rider's position report as one batch with no read before it: an update of
 * `riderPositions/{uid}`, which exists only while the rider is on duty (so an off-duty report
 * fails as a whole: 409, nothing stored), plus one trail point per open order whose 30 s window
 * has none yet from this instance. Reports closer than 2 s apart on this instance are refused
 * (429) before anything is written.
 */
export async function reportPosition(
  db: Firestore,
  riderId: string,
  report: PositionReport,
  now = Date.now(),
): Promise<ReportOutcome> {
  const previous = lastReports.get(riderId);
  if (previous !== undefined && now - previous < REPORT_MIN_GAP_MS) {
    throw new RateLimitedError(
      Math.ceil((REPORT_MIN_GAP_MS - (now - previous)) / 1000),
      'Positions come at most once every 2 seconds.',
    );
  }
  rememberAtMost(lastReports, riderId, now, MAX_RIDERS);

  const ref = positionRef(db, riderId);
  const at = Timestamp.fromMillis(report.at);
  const batch = db.batch();
  batch.update(ref, {
    lat: report.lat,
    lng: report.lng,
    accuracy: report.accuracy,
    at,
    // Automatic dispatch finds nearby riders by geohash range queries.
    geohash: geohashForLocation([report.lat, report.lng]),
  });
  const bucket = trailBucket(report.at);
  const trailed: string[] = [];
  const watchers = knownWatchers.last(riderId) ?? {};
  for (const orderId of Object.keys(watchers)) {
    if (lastTrailBuckets.get(orderId) === bucket) continue;
    batch.set(trailRef(db, orderId, bucket), {
      lat: report.lat,
      lng: report.lng,
      at,
      expireAt: Timestamp.fromMillis(report.at + TRAIL_KEEP_MS),
    });
    trailed.push(orderId);
  }
  const refresh = knownWatchers
    .get(riderId, async (someoneWaits) => (await watcherReadsOf(db).read(riderId, someoneWaits)) ?? {})
    .catch(() => undefined);
  try {
    await Promise.all([firestoreCall(batch.commit()), refresh]);
  } catch (error) {
    if (lastReports.get(riderId) === now) lastReports.delete(riderId);
    if ((error as { code?: unknown }).code === NOT_FOUND) {
      throw new ApiError(409, 'conflict', 'You are off duty: go on duty to share your position.');
    }
    throw error;
  }
  for (const orderId of trailed) rememberAtMost(lastTrailBuckets, orderId, bucket, MAX_RIDERS);
  return { writes: 1 + trailed.length };
}
