import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { fixOf, LOCATION_OPTIONS } from '@/features/rider/lib/geolocation';
import { type PositionFix, shouldReport } from '@/features/rider/lib/position-throttle';
import type { RiderOutbox } from '@/features/rider/lib/rider-outbox';

/**
 * A rider who stands still gets no new fixes from watchPosition, yet customers need a fresh
 * report (older than 2 minutes reads as out of date): ask for a fix this often as well.
 */
const KEEP_ALIVE_MS = 30_000;

export interface PositionReporting {
  /** When the last report reached the server (epoch ms). */
  lastSentAt: number | null;
  /** A report the server refused; cleared by the next one that goes through. */
  problem: unknown;
  /** A fix waits for the connection to come back. */
  waiting: boolean;
}

const idle: PositionReporting = { lastSentAt: null, problem: null, waiting: false };

/**
 * While `active` (the rider is on duty and signed in), watches the position and reports it through
 * the throttle: at most once every 10 s, sooner after moving 50 m. Without a connection the newest
 * fix waits in the outbox. Stops the moment `active` turns false or the screen unmounts (signed
 * out), and a fix still waiting then is dropped. `onPermissionLost` is called when the browser
 * refuses the location part-way (the rider blocked it in the settings).
 */
export function usePositionReporter(
  outbox: RiderOutbox,
  active: boolean,
  onPermissionLost: (error: GeolocationPositionError) => void,
): PositionReporting {
  const { lastPositionSent, position } = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  const [problem, setProblem] = useState<{ error: unknown; at: number } | null>(null);
  const permissionLost = useRef(onPermissionLost);
  permissionLost.current = onPermissionLost;

  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return;
    let stopped = false;
    let sending = false;

    const take = (fix: PositionFix) => {
      if (stopped || sending || !shouldReport(outbox.snapshot().lastPositionSent, fix, Date.now())) return;
      sending = true;
      outbox
        .offerPosition(fix)
        .catch((error: unknown) => {
          // 429: a report was just taken; the next fix goes through. Anything else is said once.
          if (stopped || (error instanceof ApiError && error.status === 429)) return;
          setProblem({ error, at: Date.now() });
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
      outbox.forgetPositions();
      setProblem(null);
    };
  }, [outbox, active]);

  if (!active) return idle;
  const lastSentAt = lastPositionSent?.sentAt ?? null;
  return {
    lastSentAt,
    problem: problem && (lastSentAt === null || lastSentAt < problem.at) ? problem.error : null,
    waiting: position !== null,
  };
}
