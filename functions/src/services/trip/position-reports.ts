import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  type PositionReport,
  REPORT_MIN_GAP_MS,
  TRAIL_KEEP_MS,
  trailBucket,
} from '@dropwise/domain/rider-duty';
import { distanceKm } from '@dropwise/domain/fares';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { rememberAtMost } from '../../lib/bounded-map.js';
import { firestoreCall } from '../../lib/deadline.js';
import { positionPoint, positionRef, trailRef, type Watchers, watchersOf } from './trip-documents.js';

const MAX_RIDERS = 20_000;
/**
 * When each rider's last report was taken on this instance (the 2 s spacing): Firestore sustains
 * about one write a second per document, and this keeps a rider's position document under it
 * without a read; a refused report costs no store operation.
 */
const lastReports = new Map<string, number>();
/**
 * The trail bucket each order last got a point in, on this instance: at one report per 10 s it
 * saves two of every three trail writes ($0.18 per 100k writes); a point written twice is the
 * same document overwritten, so instances never disagree on the trail.
 */
const lastTrailBuckets = new Map<string, number>();

/** After a duty change: the next report may come at once. */
export function forgetReports(riderId: string): void {
  lastReports.delete(riderId);
}

export interface ReportOutcome {
  /** Documents written: the position, plus a trail point per open order entering a new 30 s window. */
  writes: number;
  /**
   * The rider is free and this fix is their first since going on duty, or at least
   * `MOVED_ENOUGH_KM` from the last: they may now be within reach of an order waiting for a rider,
   * which dispatch could not tell from where it last knew them.
   */
  freeAndMoved: boolean;
}

const NOT_FOUND = 5;

/** A free rider who moved this far since their last report may reach orders they could not. */
const MOVED_ENOUGH_KM = 1;

/**
 * Stores a rider's position report: one read of `riderPositions/{uid}` for the orders the rider
 * carries (its watchers), then one batch: an update of that document, which exists only while
 * the rider is on duty (so an off-duty report fails as a whole: 409, nothing stored), plus one
 * trail point per open order whose 30 s window has none yet from this instance. Reports closer
 * than 2 s apart on this instance are refused (429) before anything is read or written.
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
  try {
    return await storeReport(db, riderId, report);
  } catch (error) {
    if (lastReports.get(riderId) === now) lastReports.delete(riderId);
    if ((error as { code?: unknown }).code === NOT_FOUND) throw offDuty();
    throw error;
  }
}

const offDuty = () => new ApiError(409, 'conflict', 'You are off duty: go on duty to share your position.');

async function storeReport(db: Firestore, riderId: string, report: PositionReport): Promise<ReportOutcome> {
  const ref = positionRef(db, riderId);
  const position = await firestoreCall(ref.get());
  if (!position.exists) throw offDuty();
  const watchers: Watchers = watchersOf(position.data());
  const at = Timestamp.fromMillis(report.at);
  const batch = db.batch();
  batch.update(ref, { ...positionPoint(report), accuracy: report.accuracy, at });
  const bucket = trailBucket(report.at);
  const trailed: string[] = [];
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
  await firestoreCall(batch.commit());
  for (const orderId of trailed) rememberAtMost(lastTrailBuckets, orderId, bucket, MAX_RIDERS);
  const last = { lat: position.get('lat') as unknown, lng: position.get('lng') as unknown };
  const moved =
    typeof last.lat !== 'number' ||
    typeof last.lng !== 'number' ||
    distanceKm({ lat: last.lat, lng: last.lng }, report) >= MOVED_ENOUGH_KM;
  return { writes: 1 + trailed.length, freeAndMoved: moved && position.get('available') === true };
}
