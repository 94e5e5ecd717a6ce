import { type Coordinates, distanceKm } from '@dropwise/domain/fares';
import { isOnDuty } from '@dropwise/domain/rider-duty';
import type { RiderPosition } from '@/lib/trip/rider-position';

interface DutyFields {
  id: string;
  onDuty: boolean;
  dutyChangedAt: Date | null;
}

export interface RiderOnDuty<R> {
  rider: R;
  onDuty: boolean;
  /** Straight-line km from the pickup; null when off duty, without a fix, or the pickup has no point. */
  distanceKm: number | null;
}

/** Whether the rider counts as on duty now: the switch on and heard from in the last 10 minutes. */
export function riderOnDuty(rider: DutyFields, position: RiderPosition | undefined, now: number): boolean {
  return isOnDuty(rider, position?.at ?? null, now);
}

/**
 * Riders for one order's picker: on-duty riders nearest the pickup first (those without a fix
 * after them), then everyone off duty, each group in the order given (by name).
 */
export function ridersForPickup<R extends DutyFields>(
  riders: readonly R[],
  positions: ReadonlyMap<string, RiderPosition>,
  pickup: Coordinates | null,
  now: number,
): RiderOnDuty<R>[] {
  const ranked = riders.map((rider, index) => {
    const position = positions.get(rider.id);
    const onDuty = riderOnDuty(rider, position, now);
    const km = onDuty && position && pickup ? distanceKm(position, pickup) : null;
    return { rider, onDuty, distanceKm: km, index };
  });
  const key = (entry: (typeof ranked)[number]) =>
    entry.onDuty ? (entry.distanceKm ?? Number.MAX_SAFE_INTEGER / 2) : Number.MAX_SAFE_INTEGER;
  return ranked
    .sort((a, b) => key(a) - key(b) || a.index - b.index)
    .map(({ rider, onDuty, distanceKm: km }) => ({ rider, onDuty, distanceKm: km }));
}

/**
 * How long ago a rider last reported, in the largest whole unit (seconds, minutes, hours), for
 * the admin message that words it.
 */
export function reportAge(ageMs: number): { value: number; unit: 's' | 'min' | 'h' } {
  const seconds = Math.max(0, Math.round(ageMs / 1000));
  if (seconds < 60) return { value: seconds, unit: 's' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: minutes, unit: 'min' };
  return { value: Math.floor(minutes / 60), unit: 'h' };
}
