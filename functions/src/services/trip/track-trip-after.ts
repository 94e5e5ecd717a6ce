import type { Firestore } from 'firebase-admin/firestore';
import type { TrackingView } from '@dropwise/domain/tracking';
import type { TrackQuery } from '@dropwise/domain/tracking-query';
import { deadlineFromNow, StoreUnavailableError } from '../../lib/deadline.js';
import { requestBudgetMs } from '../../lib/request-context.js';
import { noSuchTrip, type ShownTrip, TOKEN } from './tracked-trip.js';
import { withEta } from './tracking-view.js';
import { watchTrackedTrip } from './watch-tracked-trip.js';

/** What the page already shows, as its query says it: the fix's `at` (0 for none) and the status. */
export type Shown = Required<Pick<TrackQuery, 'after'>> & Pick<TrackQuery, 'status'>;

/** The page shows something else than `trip`: answer at once. */
function differs(trip: ShownTrip, shown: Shown): boolean {
  return (
    (trip.position?.at ?? 0) !== shown.after || (shown.status !== undefined && trip.status !== shown.status)
  );
}

/**
 * The long poll of the tracking page. The link and the rider's position are watched with
 * listeners; the call is answered as soon as what the page would show differs from `shown`, when
 * it changes while held (a fix, the status, the rider; 404 once the link stops or ends), or after
 * `holdMs` with the view as it is. Null when the caller left first (`left` aborted). The first
 * snapshots must come within the request budget, and a listener's error ends the call: a store
 * that is down answers 503 as fast as a plain read would. Every listener is stopped on every way out.
 */
export function trackTripAfter(
  db: Firestore,
  token: string,
  shown: Shown,
  holdMs: number,
  left: AbortSignal,
): Promise<TrackingView | null> {
  if (!TOKEN.test(token)) return Promise.reject(noSuchTrip());
  return new Promise((resolve, reject) => {
    let done = false;
    /** What the page would show when the hold began, serialised to compare later snapshots with. */
    let held: string | undefined;
    let holdTimer: NodeJS.Timeout | undefined;
    /** The last complete view, for a hold that ends while a new rider's first fix is on its way. */
    let last: ShownTrip | undefined;
    const firstSnapshots = setTimeout(() => fail(new StoreUnavailableError('firestore')), requestBudgetMs());

    const end = () => {
      done = true;
      clearTimeout(firstSnapshots);
      clearTimeout(holdTimer);
      left.removeEventListener('abort', leave);
      watch.stop();
    };
    const fail = (error: unknown) => {
      if (done) return;
      end();
      reject(error instanceof StoreUnavailableError ? error : new StoreUnavailableError('firestore'));
    };
    const answer = (trip: ShownTrip | null | undefined) => {
      if (done) return;
      end();
      if (trip === null) reject(noSuchTrip());
      else if (trip === undefined) reject(new StoreUnavailableError('firestore'));
      else withEta(db, trip, deadlineFromNow()).then(resolve, reject);
    };
    const leave = () => {
      if (done) return;
      end();
      resolve(null);
    };

    const changed = () => {
      if (done) return;
      const trip = watch.current();
      if (trip === undefined) return;
      if (trip === null) return answer(null);
      last = trip;
      const key = JSON.stringify(trip);
      if (held === undefined) {
        clearTimeout(firstSnapshots);
        if (differs(trip, shown) || holdMs === 0) return answer(trip);
        held = key;
        holdTimer = setTimeout(() => answer(watch.current() ?? last), holdMs);
      } else if (key !== held) answer(trip);
    };

    // Snapshots and errors arrive asynchronously, so `watch` is set before any callback runs.
    const watch = watchTrackedTrip(db, token, changed, fail);
    left.addEventListener('abort', leave);
    if (left.aborted) leave();
  });
}
