import { describe, expect, it } from 'vitest';
import { OFFER_TEST_NOW, offerForTests } from './offer-for-tests';
import { offerTiming } from './offer-timing';

const T = OFFER_TEST_NOW;
// Made at T by the server's clock, standing 30 s.
const offer = offerForTests({ offeredAt: T, expiresAt: T + 30_000 });

describe('offerTiming', () => {
  it("takes the server's end time on a phone whose clock is right", () => {
    expect(offerTiming(offer, T + 800, true)).toEqual({ deadline: T + 30_000, span: 30_000 });
    expect(offerTiming(offer, T + 12_000, false)).toEqual({ deadline: T + 30_000, span: 30_000 });
  });

  it('gives an offer arriving on a phone a minute fast its 30 s, not none', () => {
    // Half a second on the way, which the phone cannot tell from its clock's error.
    const seenAt = T + 60_000 + 500;
    const { deadline } = offerTiming(offer, seenAt, true);
    expect(deadline - seenAt).toBe(30_000);
    expect(offer.expiresAt - seenAt).toBeLessThan(0);
  });

  it('gives an offer arriving on a phone a minute slow 30 s, not 90', () => {
    const seenAt = T - 60_000 + 500;
    const { deadline } = offerTiming(offer, seenAt, true);
    expect(deadline - seenAt).toBe(30_000);
  });

  it('never lets an offer found on opening the screen outlive its full length', () => {
    // The phone is a minute slow and the offer has stood 10 s: by the phone, 80 s are left.
    const seenAt = T - 60_000 + 10_000;
    expect(offerTiming(offer, seenAt, false).deadline - seenAt).toBe(30_000);
  });

  it('counts the bar from the first sight of an offer that does not say when it was made', () => {
    expect(offerTiming({ ...offer, offeredAt: null }, T + 10_000, true)).toEqual({
      deadline: T + 30_000,
      span: 20_000,
    });
  });
});
