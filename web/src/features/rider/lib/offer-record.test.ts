import { describe, expect, it } from 'vitest';
import { offerForTests } from './offer-for-tests';
import { offerOrder, toRiderOffer } from './offer-record';

const expiresAt = Date.UTC(2026, 2, 5, 9, 0, 30);

/** What the offer says, stored and shown alike. */
const OFFERED = {
  orderId: 'o1',
  kind: 'parcel',
  pickup: { label: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
  dropOff: { label: 'Shaniwar Wada', coordinates: null },
  distanceToPickupKm: 1.2,
  tripKm: 4.5,
  fare: { amount: 120, currency: 'INR' },
};

const stored = (overrides: Record<string, unknown> = {}) => ({
  ...OFFERED,
  expiresAt: { toMillis: () => expiresAt },
  round: 2,
  createdAt: { toMillis: () => expiresAt - 30_000 },
  ...overrides,
});

describe('toRiderOffer', () => {
  it('reads the stored offer, its end and when it was made from the Timestamps', () => {
    expect(toRiderOffer('o1', stored())).toEqual({
      ...OFFERED,
      expiresAt,
      round: 2,
      offeredAt: expiresAt - 30_000,
    });
    expect(toRiderOffer('o1', stored({ createdAt: undefined }))?.offeredAt).toBeNull();
  });

  it('shows no offer it cannot show truthfully: no end time, no pickup or no fare', () => {
    expect(toRiderOffer('o1', stored({ expiresAt: null }))).toBeNull();
    expect(toRiderOffer('o1', stored({ pickup: { label: 'Somewhere' } }))).toBeNull();
    expect(toRiderOffer('o1', stored({ fare: { amount: '120' } }))).toBeNull();
  });
});

describe('offerOrder', () => {
  it('puts the offer ending soonest first', () => {
    const later = offerForTests({ orderId: 'a', expiresAt: expiresAt + 5_000 });
    const sooner = offerForTests({ orderId: 'b', expiresAt });
    expect([later, sooner].sort(offerOrder).map((offer) => offer.orderId)).toEqual(['b', 'a']);
  });
});
