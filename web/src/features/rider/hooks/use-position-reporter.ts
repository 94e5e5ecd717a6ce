import type { Auth } from 'firebase/auth';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { reportPosition } from '../api/report-position';
import { fixOf, LOCATION_OPTIONS } from '../lib/geolocation';
import { type PositionFix, type SentFix, shouldReport } from '../lib/position-throttle';

/**
 * A rider who stands still gets no new fixes from watchPosition, yet customers need a fresh
 * report (older than 2 minutes reads as out of date): ask for a fix this often as well.
 */
const KEEP_ALIVE_MS = 30_000;

export interface PositionReporting {
  /** When the last report reached the server (epoch ms). */
  lastSentAt: number | null;
  /** A report that failed, in words; cleared by the next one that goes through. */
  problem: string | null;
}

/**
 * While `active` (the rider is on duty and signed in), watches the position and reports it through
 * the throttle: at most once every 10 s, sooner after moving 50 m. Stops the moment `active`
 * turns false or the screen unmounts (signed out). `onPermissionLost` is called when the browser
 * refuses the location part-way (the rider blocked it in the settings).
 */
export function usePositionReporter(
  auth: Auth,
  active: boolean,
  onPermissionLost: (error: GeolocationPositionError) => void,
): PositionReporting {
  const [state, setState] = useState<PositionReporting>({ lastSentAt: null, problem: null });
  const permissionLost = useRef(onPermissionLost);
  permissionLost.current = onPermissionLost;

  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return;
    let stopped = false;
    let last: SentFix | null = null;
    let sending = false;

    const take = (fix: PositionFix) => {
      const now = Date.now();
      if (stopped || sending || !shouldReport(last, fix, now)) return;
      sending = true;
      reportPosition(auth, fix)
        .then(() => {
          last = { fix, sentAt: now };
          if (!stopped) setState({ lastSentAt: Date.now(), problem: null });
        })
        .catch((error: unknown) => {
          // 429: a report was just taken; the next fix goes through. Anything else is said once.
          if (stopped || (error instanceof ApiError && error.status === 429)) return;
          setState((previous) => ({
            ...previous,
            problem: `Your position was not sent: ${error instanceof Error ? error.message : 'unknown error'}`,
          }));
        })
        .finally(() => {
          sending = false;
        });
    };
    const failed = (error: GeolocationPositionError) => {
      if (!stopped && error.code === error.PERMISSION_DENIED) permissionLost.current(error);
    };

    const watch = navigator.geolocation.watchPosition(
      (position) => take(fixOf(position)),
      failed,
      LOCATION_OPTIONS,
    );
    const keepAlive = window.setInterval(() => {
      navigator.geolocation.getCurrentPosition((position) => take(fixOf(position)), failed, LOCATION_OPTIONS);
    }, KEEP_ALIVE_MS);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(keepAlive);
    };
  }, [auth, active]);

  return active ? state : { lastSentAt: null, problem: null };
}
