import { type DocumentData, type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { toMillis } from '@dropwise/domain/rider-duty';
import { DEFAULT_DISPATCH_SETTINGS, type OrderDispatch } from '@dropwise/domain/dispatch';
import type { DispatchRun, RoundPlan } from './dispatch-documents.js';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** `dispatchRuns/{orderId}` as stored, or null when the order was never dispatched. */
export function readRun(snapshot: DocumentSnapshot): DispatchRun | null {
  if (!snapshot.exists) return null;
  const plan = (snapshot.get('plan') as RoundPlan[] | undefined) ?? [];
  return {
    round: Number(snapshot.get('round') ?? 0),
    plan,
    offeredTo: strings(snapshot.get('offeredTo')),
    tried: strings(snapshot.get('tried')),
    declined: strings(snapshot.get('declined')),
    expired: strings(snapshot.get('expired')),
    expiresAt: toMillis(snapshot.get('expiresAt')),
    offerSeconds: Number(snapshot.get('offerSeconds') ?? 30),
    batchSize: Number(snapshot.get('batchSize') ?? 3),
    maxWaitMinutes: Number(snapshot.get('maxWaitMinutes') ?? DEFAULT_DISPATCH_SETTINGS.maxWaitMinutes),
    waitingSince: toMillis(snapshot.get('waitingSince')),
  };
}

/** A run as it is stored: its times as Timestamps. */
export function storedRun(run: DispatchRun): DocumentData {
  const at = (ms: number | null) => (ms === null ? null : Timestamp.fromMillis(ms));
  return { ...run, expiresAt: at(run.expiresAt), waitingSince: at(run.waitingSince) };
}

/** `orders/{id}.dispatch` as stored (its `until` a Timestamp), or null. */
export function readOrderDispatch(
  order: DocumentSnapshot,
): (Omit<OrderDispatch, 'until'> & { until: number | null }) | null {
  const dispatch = order.get('dispatch') as Record<string, unknown> | undefined;
  if (!dispatch || typeof dispatch.state !== 'string') return null;
  return {
    state: dispatch.state as OrderDispatch['state'],
    waitingFor: dispatch.waitingFor === 'rider' ? 'rider' : 'start',
    round: Number(dispatch.round ?? 0),
    rounds: Number(dispatch.rounds ?? 0),
    offered: Number(dispatch.offered ?? 0),
    until: toMillis(dispatch.until),
  };
}

/** An order whose rounds found nobody free, waiting for the next rider in range to free up. */
export function isWaitingForRider(dispatch: { state: string; waitingFor?: string } | null): boolean {
  return dispatch?.state === 'waiting' && dispatch.waitingFor === 'rider';
}

/** Dispatch states in which offers may stand or start: anything else is settled. */
export function isDispatching(state: string | undefined): boolean {
  return state === 'offering' || state === 'waiting';
}

/**
 * Inside a step's transaction: the order and its run are still as the step planned from (pending,
 * the run's existence and round unchanged, no offer standing, dispatch not settled by a person),
 * so nothing moved them on meanwhile.
 */
export function stillAsPlanned(
  order: DocumentSnapshot,
  runSnapshot: DocumentSnapshot,
  planned: Pick<DispatchRun, 'round'>,
  runExists: boolean,
): boolean {
  if (order.get('status') !== 'pending' || runSnapshot.exists !== runExists) return false;
  const run = readRun(runSnapshot);
  if (run && (run.round !== planned.round || run.offeredTo.length > 0)) return false;
  return !run || isDispatching(readOrderDispatch(order)?.state);
}
