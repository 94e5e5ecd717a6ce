import type { ShownOffer } from './offer-record';

/** A moment the offer tests count from. */
export const OFFER_TEST_NOW = Date.UTC(2026, 2, 5, 9, 0, 0);

/** A ride offered 3 s ago for 30 s, as the screen reads it; `overrides` set what a test is about. */
export function offerForTests(overrides: Partial<ShownOffer> = {}): ShownOffer {
  return {
    orderId: 'o1',
    kind: 'ride',
    pickup: { label: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
    dropOff: { label: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
    distanceToPickupKm: 1.2,
    tripKm: 4.5,
    fare: { amount: 120, currency: 'INR' },
    expiresAt: OFFER_TEST_NOW + 27_000,
    round: 1,
    offeredAt: OFFER_TEST_NOW - 3_000,
    ...overrides,
  };
}
