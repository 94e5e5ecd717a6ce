import type { ShownOffer } from './offer-record';

/**
 * How far this phone's clock may differ from the server's (plus the moments an offer takes to
 * arrive) before the countdown corrects for it. Below this, the end time is used as it is.
 */
export const CLOCK_TOLERANCE_MS = 5_000;

export interface OfferTiming {
  /** When the offer ends, by this phone's clock. */
  deadline: number;
  /** How long the offer stands in all: the countdown bar's full length. */
  span: number;
}

/**
 * When an offer ends by this phone's clock, which may be minutes off (set by hand, or never
 * synchronised): counted from the server's `expiresAt` alone, such a phone would hide every
 * offer at once, or show one long after it ended. An offer that arrives while the screen is open
 * (`arrivedLive`) was made a moment ago, so the gap between the phone's clock at `seenAt` and
 * the offer's `offeredAt` is the phone's error. One already there when the screen opened could
 * have been waiting any time; it can only be kept from outliving its full length.
 */
export function offerTiming(offer: ShownOffer, seenAt: number, arrivedLive: boolean): OfferTiming {
  const made = offer.offeredAt !== null && offer.offeredAt < offer.expiresAt ? offer.offeredAt : null;
  if (made === null) return { deadline: offer.expiresAt, span: Math.max(offer.expiresAt - seenAt, 1) };
  const span = offer.expiresAt - made;
  const phoneAhead = seenAt - made;
  const deadline =
    arrivedLive && Math.abs(phoneAhead) > CLOCK_TOLERANCE_MS ? offer.expiresAt + phoneAhead : offer.expiresAt;
  return { deadline: Math.min(deadline, seenAt + span), span };
}
