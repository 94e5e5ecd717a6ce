import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { linkShows, positionIn, type ShownTrip } from './tracked-trip.js';
import { positionRef, trackingLinkRef } from './trip-documents.js';

export interface TrackedTripWatch {
  /**
   * What the page would show now: undefined until the first snapshots are in, null once the link
   * is unknown, stopped or past its end (read against the clock, so an end passing shows too).
   */
  current(): ShownTrip | null | undefined;
  stop(): void;
}

/**
 * Listens to `trackingLinks/{token}` and, while the link follows a rider, to that rider's
 * `riderPositions/{uid}`, moving to another rider's when the link changes rider. `changed` runs
 * after each snapshot (many change nothing the page shows: the caller compares); `failed` on a
 * listener's error. `stop` ends every listener and is safe to call more than once.
 */
export function watchTrackedTrip(
  db: Firestore,
  token: string,
  changed: () => void,
  failed: (error: unknown) => void,
): TrackedTripWatch {
  let link: DocumentSnapshot | undefined;
  let followed: string | null = null;
  let fix: DocumentSnapshot | undefined;
  let stopPosition: (() => void) | undefined;
  let stopped = false;

  const follow = (riderId: string | null) => {
    if (riderId === followed) return;
    stopPosition?.();
    stopPosition = undefined;
    fix = undefined;
    followed = riderId;
    if (riderId) {
      stopPosition = positionRef(db, riderId).onSnapshot((snapshot) => {
        if (stopped || followed !== riderId) return;
        fix = snapshot;
        changed();
      }, failed);
    }
  };

  const stopLink = trackingLinkRef(db, token).onSnapshot((snapshot) => {
    if (stopped) return;
    link = snapshot;
    follow(linkShows(snapshot, Date.now())?.riderToFollow ?? null);
    changed();
  }, failed);

  return {
    current() {
      if (!link) return undefined;
      const shows = linkShows(link, Date.now());
      if (!shows) return null;
      if (!shows.riderToFollow) return { ...shows.trip, position: null };
      // The link moved on to a rider whose first snapshot is still on its way.
      if (shows.riderToFollow !== followed || !fix) return undefined;
      return { ...shows.trip, position: positionIn(fix) };
    },
    stop() {
      stopped = true;
      stopLink();
      stopPosition?.();
    },
  };
}
