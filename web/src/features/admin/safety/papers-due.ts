import { daysBetween } from '@dropwise/domain/india-time';
import type { PapersRider } from '@/features/admin/api/use-papers-due';

/** A rider on the papers-due list: the day their papers end, and how far that is from today. */
export interface DueRider {
  /** The rider's id, which keys the row. */
  id: string;
  rider: PapersRider;
  until: string;
  /** Days from today to the end (0 today, negative once ended). */
  days: number;
  /** The papers ended before today: the rider cannot go on duty. */
  expired: boolean;
}

const byName = (a: PapersRider, b: PapersRider) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Riders whose papers end on or before `dueBy`, soonest first (the expired at the top), by name within a day. */
export function dueRiders(riders: readonly PapersRider[], today: string, dueBy: string): DueRider[] {
  return riders
    .flatMap((rider) =>
      rider.papersUntil && rider.papersUntil <= dueBy ? [{ rider, until: rider.papersUntil }] : [],
    )
    .sort((a, b) => a.until.localeCompare(b.until) || byName(a.rider, b.rider))
    .map(({ rider, until }) => {
      const days = daysBetween(today, until);
      return { id: rider.id, rider, until, days, expired: days < 0 };
    });
}

/** Riders whose papers are incomplete, by name. */
export function incompleteRiders(riders: readonly PapersRider[]): PapersRider[] {
  return riders.filter((rider) => !rider.papersUntil).sort(byName);
}
