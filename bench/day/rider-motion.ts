import type { Point } from '../dispatch/places';
import { pause } from './api';
import type { RiderRecord } from './ledger';

/** Where a rider is heading, and since when: positions are interpolated along it. */
interface Leg {
  from: Point;
  to: Point;
  startedAt: number;
  ms: number;
}

/** A rider's movement: `drive` to a point in a given time, `here` where they are now on the way. */
export function riderMotion(record: RiderRecord): {
  here: (now?: number) => Point;
  drive: (to: Point, ms: number) => Promise<void>;
} {
  let leg: Leg | null = null;
  const here = (now = Date.now()): Point => {
    if (!leg) return record.at;
    const share = Math.min(1, (now - leg.startedAt) / leg.ms);
    return {
      lat: leg.from.lat + (leg.to.lat - leg.from.lat) * share,
      lng: leg.from.lng + (leg.to.lng - leg.from.lng) * share,
    };
  };
  const drive = async (to: Point, ms: number) => {
    leg = { from: here(), to, startedAt: Date.now(), ms };
    await pause(ms);
    record.at = to;
    leg = null;
  };
  return { here, drive };
}
