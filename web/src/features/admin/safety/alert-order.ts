import type { SosStatus } from '@dropwise/domain/safety/sos';
import type { SosAlert } from '@/features/admin/api/sos-alerts';

const rank: Record<SosStatus, number> = { open: 0, acknowledged: 1, closed: 2 };

// An alert not yet stamped by the store has only just been raised: it counts as the newest.
const raisedMs = (alert: SosAlert) => alert.raisedAt?.getTime() ?? Number.POSITIVE_INFINITY;

/**
 * The desk's alerts: the newest ones and every open one (which may be older than the newest
 * hundred), each once. Where the two reads disagree, the later step wins: an alert is never
 * shown as open again after someone acknowledged it.
 */
export function mergeAlerts(newest: readonly SosAlert[], open: readonly SosAlert[]): SosAlert[] {
  const byId = new Map<string, SosAlert>();
  for (const alert of [...newest, ...open]) {
    const known = byId.get(alert.id);
    if (!known || rank[alert.status] > rank[known.status]) byId.set(alert.id, alert);
  }
  return [...byId.values()];
}

/** Open alerts first, then acknowledged, then closed; the newest first within each. */
export function deskOrder(alerts: readonly SosAlert[]): SosAlert[] {
  return [...alerts].sort(
    (a, b) => rank[a.status] - rank[b.status] || raisedMs(b) - raisedMs(a) || a.id.localeCompare(b.id),
  );
}
