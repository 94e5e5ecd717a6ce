import type { RiderOffer } from '@dropwise/domain/dispatch';
import { useMoney } from '@/lib/fares/use-money';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { OfferTiming } from '@/features/rider/lib/offer-timing';
import { hidden } from './hidden-words';

export type OfferAction = 'accept' | 'decline';

/** Whole seconds left, counting down to 0 (never below). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Decline, then Accept: Accept on the right, under most thumbs. */
const ANSWER_BUTTONS = [
  {
    action: 'decline',
    className: 'secondary offer-decline',
    label: 'offerDecline',
    pendingLabel: 'offerDeclining',
  },
  { action: 'accept', className: 'offer-accept', label: 'offerAccept', pendingLabel: 'offerAccepting' },
] as const satisfies readonly {
  action: OfferAction;
  className: string;
  label: MessageKey<'rider'>;
  pendingLabel: MessageKey<'rider'>;
}[];

/**
 * One offer on the rider's screen: how far the pickup is, how long the trip, the fare, where
 * from and to, the time left to answer (as words and as a shrinking bar), and Accept and Decline,
 * large and side by side at the bottom for a thumb. Accept is on the right, under most thumbs.
 * The countdown runs to `timing.deadline` (the offer's end by this phone's clock); the bar is
 * the part of the offer's whole length (`timing.span`) left.
 */
export function OfferCard({
  offer,
  now,
  timing,
  pending,
  disabled,
  onAnswer,
}: {
  offer: RiderOffer;
  now: number;
  timing: OfferTiming;
  /** The answer on its way for this offer, if any. */
  pending: OfferAction | null;
  /** Another answer is on its way: one at a time. */
  disabled: boolean;
  onAnswer: (offer: RiderOffer, action: OfferAction) => void;
}) {
  const t = useT('rider');
  const f = useFormat();
  const money = useMoney();
  const seconds = secondsLeft(timing.deadline, now);
  const ended = seconds === 0;
  const share = Math.min(1, Math.max(0, (timing.deadline - now) / timing.span));
  const words = { kind: offer.kind, pickup: offer.pickup.label };
  const locked = disabled || pending !== null || ended;
  const figures = [
    [t('offerToPickup'), f.distanceKm(offer.distanceToPickupKm)],
    [t('offerTrip'), f.distanceKm(offer.tripKm)],
    [t('offerFare'), money(offer.fare.amount, offer.fare.currency)],
  ];

  return (
    <section
      className={`rider-card offer-card${seconds <= 5 ? ' offer-card-ending' : ''}`}
      aria-label={t('offerRegion', words)}
      data-order-id={offer.orderId}
    >
      <header className="rider-card-head offer-card-head">
        <h3>{t('offerTitle', { kind: offer.kind })}</h3>
        <p className="offer-countdown" role="timer">
          {ended ? t('offerEnded') : t('offerSecondsLeft', { seconds })}
        </p>
      </header>
      <div className="offer-bar" aria-hidden="true">
        <span className="offer-bar-left" style={{ width: `${share * 100}%` }} />
      </div>
      <dl className="offer-figures figure-tiles">
        {figures.map(([term, figure]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{figure}</dd>
          </div>
        ))}
      </dl>
      <ol className="job-stops">
        <li className="job-stop">
          <span className="job-stop-name">{t('stopPickup')}</span>
          <span className="job-stop-label">{offer.pickup.label}</span>
        </li>
        <li className="job-stop">
          <span className="job-stop-name">{t('stopDropOff')}</span>
          <span className="job-stop-label">{offer.dropOff.label}</span>
        </li>
      </ol>
      <div className="offer-actions">
        {ANSWER_BUTTONS.map(({ action, className, label, pendingLabel }) => (
          <button
            key={action}
            type="button"
            className={className}
            disabled={locked}
            onClick={() => onAnswer(offer, action)}
          >
            {pending === action ? t(pendingLabel) : t.rich(label, { ...words, hidden })}
          </button>
        ))}
      </div>
    </section>
  );
}
