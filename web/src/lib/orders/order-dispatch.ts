import { DISPATCH_STATES, type DispatchState, type OrderDispatch } from '@dropwise/domain/dispatch';

const isState = (value: unknown): value is DispatchState =>
  (DISPATCH_STATES as readonly unknown[]).includes(value);

const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Firestore hands a Timestamp back; a number (epoch ms) is taken as it is. */
function epochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const toMillis = (value as { toMillis?: () => number } | null | undefined)?.toMillis;
  return typeof toMillis === 'function' ? toMillis.call(value) : null;
}

/**
 * `orders/{id}.dispatch` as the board and the customer's page show it; null when the order has
 * none (booked while dispatch was off) or it is not one the screens understand, so an odd value
 * never shows as a wrong round or a countdown from 1970.
 */
export function readOrderDispatch(value: unknown): OrderDispatch | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  if (!isState(data.state)) return null;
  const round = whole(data.round, 1);
  return {
    state: data.state,
    // Only a wait for a free rider says so; a scheduled ride's wait never said what for.
    ...(data.waitingFor === 'rider' ? { waitingFor: 'rider' as const } : {}),
    round,
    rounds: Math.max(round, whole(data.rounds, round)),
    offered: Math.max(0, whole(data.offered, 0)),
    until: epochMs(data.until),
  };
}
