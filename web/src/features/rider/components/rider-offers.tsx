import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { OffersState } from '@/features/rider/api/use-offers';
import { useClock } from '@/features/rider/hooks/use-clock';
import { offerErrorText, offerIsOver } from '@/features/rider/lib/offer-error-text';
import type { ShownOffer } from '@/features/rider/lib/offer-record';
import { type OfferTiming, offerTiming } from '@/features/rider/lib/offer-timing';
import { type OfferAction, OfferCard } from './offer-card';

/**
 * The rider's open offers, at the top of their screen while on duty. An offer whose time is up
 * leaves at once (the server removes it a few seconds later); one the rider answered leaves as
 * soon as the answer is taken. A new offer also pops up a toast. One answer at a time: while one
 * is on its way every button waits, so a double tap is neither sent twice nor taken as an answer
 * to another offer. New offers go below the ones already shown (soonest to end first), so a card
 * does not move under a thumb as one arrives. Why an answer was refused stays on screen until the
 * rider dismisses it, as the card it was about may be gone by then.
 */
export function RiderOffers({
  state,
  answer,
}: {
  state: OffersState;
  /** Sends the answer; throws the API's error. */
  answer: (orderId: string, action: OfferAction) => Promise<void>;
}) {
  const t = useT('rider');
  const f = useFormat();
  const [pending, setPending] = useState<{ orderId: string; action: OfferAction } | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const now = useClock(state.offers.length > 0);
  const timings = useOfferTimings(state);
  const timingOf = (offer: ShownOffer) =>
    timings.get(offer.orderId) ?? { deadline: offer.expiresAt, span: Math.max(offer.expiresAt - now, 1) };

  // Once an answered offer's document is gone, forget it: should the order be offered to this
  // rider again later, that is a new offer to show.
  useEffect(() => {
    const live = new Set(state.offers.map((offer) => offer.orderId));
    setAnswered((previous) =>
      [...previous].every((id) => live.has(id))
        ? previous
        : new Set([...previous].filter((id) => live.has(id))),
    );
  }, [state.offers]);

  useNewOfferToasts(state, timings, (offer) =>
    toast(t('offerArrived', { kind: offer.kind, distance: f.distanceKm(offer.distanceToPickupKm) }), {
      id: `offer-${offer.orderId}`,
    }),
  );

  const open = state.offers.filter(
    (offer) =>
      !answered.has(offer.orderId) && (timingOf(offer).deadline > now || pending?.orderId === offer.orderId),
  );

  const onAnswer = async (offer: ShownOffer, action: OfferAction) => {
    if (pending) return;
    setPending({ orderId: offer.orderId, action });
    setNotice(null);
    const settled = () => setAnswered((previous) => new Set(previous).add(offer.orderId));
    try {
      await answer(offer.orderId, action);
      settled();
      if (action === 'accept') toast.success(t('offerAccepted'));
    } catch (error) {
      if (offerIsOver(error)) settled();
      // A decline that finds the offer already over got what it asked for: nothing to say.
      if (!(action === 'decline' && offerIsOver(error))) {
        setNotice(offerErrorText(t, error, timingOf(offer).deadline, Date.now()));
      }
    } finally {
      setPending(null);
    }
  };

  if (open.length === 0 && !notice && state.status !== 'error') return null;
  return (
    <section className="rider-offers" aria-labelledby="offers-heading">
      <h2 id="offers-heading">{t('offersHeading')}</h2>
      {state.status === 'error' ? <p role="alert">{t('offersNotLoaded')}</p> : null}
      {notice ? (
        <div className="offer-notice" role="alert">
          <p>{notice}</p>
          <button type="button" className="secondary" onClick={() => setNotice(null)}>
            {t('dismiss')}
          </button>
        </div>
      ) : null}
      {open.map((offer) => (
        <OfferCard
          key={offer.orderId}
          offer={offer}
          now={now}
          timing={timingOf(offer)}
          pending={pending?.orderId === offer.orderId ? pending.action : null}
          disabled={pending !== null}
          onAnswer={(_shown, action) => void onAnswer(offer, action)}
        />
      ))}
    </section>
  );
}

/**
 * Each open offer's end by this phone's clock, and its whole length, fixed when the screen first
 * shows it (see offerTiming); an offer that comes after the list first loaded arrived live.
 */
function useOfferTimings(state: OffersState): ReadonlyMap<string, OfferTiming> {
  const timings = useRef(new Map<string, OfferTiming>());
  const loaded = useRef(false);
  if (state.status === 'off') {
    timings.current.clear();
    loaded.current = false;
  }
  if (state.status !== 'success') return timings.current;
  const seenAt = Date.now();
  const ids = new Set(state.offers.map((offer) => offer.orderId));
  for (const id of timings.current.keys()) if (!ids.has(id)) timings.current.delete(id);
  for (const offer of state.offers) {
    if (!timings.current.has(offer.orderId)) {
      timings.current.set(offer.orderId, offerTiming(offer, seenAt, loaded.current));
    }
  }
  loaded.current = true;
  return timings.current;
}

/**
 * Calls `announce` for each offer that arrives while the screen is open. The ones already there
 * when the list first loads are on screen as cards and need no toast.
 */
function useNewOfferToasts(
  state: OffersState,
  timings: ReadonlyMap<string, OfferTiming>,
  announce: (offer: ShownOffer) => void,
) {
  const known = useRef<Set<string> | null>(null);
  const latest = useRef(announce);
  latest.current = announce;
  useEffect(() => {
    if (state.status !== 'success') {
      if (state.status === 'off') known.current = null;
      return;
    }
    const ids = new Set(state.offers.map((offer) => offer.orderId));
    if (known.current) {
      const now = Date.now();
      for (const offer of state.offers) {
        const deadline = timings.get(offer.orderId)?.deadline ?? offer.expiresAt;
        if (!known.current.has(offer.orderId) && deadline > now) latest.current(offer);
      }
    }
    known.current = ids;
  }, [state, timings]);
}
