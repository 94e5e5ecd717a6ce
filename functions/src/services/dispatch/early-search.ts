import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { StoredDispatchSettings } from '@dropwise/domain/dispatch';
import type { DispatchDeps } from './dispatch-deps.js';
import { findNearbyRiders, type NearbyRider, type NearbySearch } from './nearby-riders.js';
import { planFor, pointOf, wantedFor } from './round-plan.js';

type Found = { riders: NearbyRider[]; reads: number };

/** A first round's search started before the settings were read, and what it searched. */
export interface EarlySearch {
  key: string;
  found: Promise<Found | null>;
}

/**
 * The dispatch settings this instance read last: they save a new order's first round one
 * round trip in series (the settings read) before its nearby-rider search, in production as on
 * the emulator; a stale copy only costs a search the round then ignores, never another answer.
 */
let lastSettings: StoredDispatchSettings | null = null;

export function rememberDispatchSettings(settings: StoredDispatchSettings): void {
  lastSettings = settings;
}

const keyOf = (search: NearbySearch) =>
  JSON.stringify([
    search.center,
    search.radiusKm,
    search.vehicleType,
    search.shopId,
    search.want,
    [...search.exclude],
  ]);

/**
 * Starts a new order's first-round search from the order as it was created, beside the read of
 * the settings, the order and its run rather than after it: a round trip less before the first
 * offers. Only on an instance that last read automatic dispatch on, and only for an order wanted
 * now, so a deployment with dispatch off never pays for a search; the round uses the answer only
 * if its own search, planned from what it then reads, is the same one.
 */
export function startEarlySearch(
  db: Firestore,
  created: DocumentData | undefined,
  now: number,
): EarlySearch | null {
  const settings = lastSettings;
  const center = pointOf(created?.pickup);
  if (!settings?.auto || !created || created.asap !== true || !center) return null;
  const plan = planFor(created.shopId, settings)[0]!;
  const search: NearbySearch = {
    center,
    radiusKm: plan.radiusKm,
    vehicleType: String(created.vehicleType),
    shopId: plan.shopId,
    exclude: new Set(),
    want: wantedFor(settings.batchSize),
    now,
  };
  // A failed early search only means the round searches for itself.
  return { key: keyOf(search), found: findNearbyRiders(db, search).catch(() => null) };
}

/** The early search's answer when it searched what `search` asks for; its reads count either way. */
export async function takeEarlySearch(
  early: EarlySearch | null,
  search: NearbySearch,
  deps: DispatchDeps,
): Promise<Found | null> {
  if (!early) return null;
  const found = await early.found;
  if (found) deps.countReads?.(found.reads);
  return found && early.key === keyOf(search) ? found : null;
}
