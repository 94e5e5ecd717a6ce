import type { StoredDispatchSettings } from '@dropwise/domain/dispatch';
import type { DispatchRun, RoundPlan } from './dispatch-documents.js';

export type Point = { lat: number; lng: number };

/** A stored place's coordinates, or null when it has none. */
export function pointOf(place: unknown): Point | null {
  const coordinates = (place as { coordinates?: { lat?: unknown; lng?: unknown } | null } | undefined)
    ?.coordinates;
  const lat = coordinates?.lat;
  const lng = coordinates?.lng;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

/** A shop's order goes to the shop's own riders first (as far as the widest radius), then to all. */
export function planFor(shopId: unknown, settings: StoredDispatchSettings): RoundPlan[] {
  const widest = settings.radiiKm[settings.radiiKm.length - 1]!;
  return [
    ...(typeof shopId === 'string' && shopId ? [{ radiusKm: widest, shopId }] : []),
    ...settings.radiiKm.map((radiusKm) => ({ radiusKm, shopId: null })),
  ];
}

/** Spares beyond the batch, in case another order's round takes some of the riders first. */
export const wantedFor = (batchSize: number) => batchSize + 2;

/** A run not yet begun: its plan and the settings of the moment it starts, no round yet. */
export function newRun(shopId: unknown, settings: StoredDispatchSettings): DispatchRun {
  return {
    round: 0,
    plan: planFor(shopId, settings),
    offeredTo: [],
    tried: [],
    declined: [],
    expired: [],
    expiresAt: null,
    offerSeconds: settings.offerSeconds,
    batchSize: settings.batchSize,
    maxWaitMinutes: settings.maxWaitMinutes,
    waitingSince: null,
  };
}

/** When a ride booked for `scheduledAt` (epoch ms) starts getting offers: the settings' lead before. */
export function offersStartAt(
  scheduledAt: number,
  settings: Pick<StoredDispatchSettings, 'scheduledLeadMinutes'>,
): number {
  return scheduledAt - settings.scheduledLeadMinutes * 60_000;
}
