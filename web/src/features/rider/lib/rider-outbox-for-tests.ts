import { vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { OutboxOptions, StepRequest } from './outbox-types';
import type { PositionFix } from './position-throttle';
import { RiderOutbox } from './rider-outbox';

export const offlineError = () => new ApiError(0, 'unavailable', 'We could not reach Dropwise.');
export const fix = (at: number): PositionFix => ({ lat: 18.52, lng: 73.85, accuracy: 10, at });
export const KEY = 'dropwise.rider.outbox.r1';

/** A server the tests switch off and on, recording what reached it. */
export function setUp(overrides: Partial<OutboxOptions> = {}) {
  let online = true;
  let now = 1_000_000;
  const sentSteps: StepRequest[] = [];
  const sentFixes: PositionFix[] = [];
  const refuse = new Map<string, ApiError>();
  const sendStep = vi.fn(async (step: StepRequest) => {
    if (!online) throw offlineError();
    const refusal = refuse.get(`${step.orderId}:${step.to}`);
    if (refusal) throw refusal;
    sentSteps.push(step);
  });
  const sendPosition = vi.fn(async (position: PositionFix) => {
    if (!online) throw offlineError();
    sentFixes.push(position);
  });
  const outbox = new RiderOutbox({
    sendStep,
    sendPosition,
    storage: localStorage,
    storageKey: KEY,
    now: () => now,
    online: () => online,
    ...overrides,
  });
  return {
    outbox,
    sendStep,
    sentSteps,
    sentFixes,
    refuse,
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    advance: (ms: number) => (now += ms),
    now: () => now,
  };
}
