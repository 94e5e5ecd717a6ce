import type { QuoteRequest } from '@domain/booking';
import type { FareQuote } from '@domain/fares';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useAuth } from 'reactfire';
import { ApiError } from '../../../lib/api/api-error';
import { quoteFare } from '../api/quote-fare';
import { FareBreakdownTable } from '../../../components/fares/fare-breakdown';
import type { DraftPlace } from '../draft/ride-draft';
import { StepActions } from './step-actions';
import { FormError } from '../../../components/form';

const TripMap = lazy(() =>
  import('../../../components/trip-map/trip-map').then((module) => ({ default: module.TripMap })),
);

interface ReviewStepProps {
  trip: { pickup: DraftPlace; dropOff: DraftPlace };
  quoteRequest: QuoteRequest;
  summary: Array<[string, ReactNode]>;
  confirming: boolean;
  confirmError?: string;
  onConfirm: () => void;
  onBack: () => void;
  onClear: () => void;
}

/**
 * The last step: what will be booked, the trip on a map, the server's fare estimate (the same
 * numbers the order will store), and Confirm.
 */
export function ReviewStep({
  trip,
  quoteRequest,
  summary,
  confirming,
  confirmError,
  onConfirm,
  onBack,
  onClear,
}: ReviewStepProps) {
  const auth = useAuth();
  const [quote, setQuote] = useState<FareQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string>();
  const quoteKey = JSON.stringify(quoteRequest);

  useEffect(() => {
    let active = true;
    setQuote(null);
    setQuoteError(undefined);
    quoteFare(auth, JSON.parse(quoteKey) as QuoteRequest)
      .then((answer) => active && setQuote(answer))
      .catch((error: unknown) => {
        if (active)
          setQuoteError(error instanceof ApiError ? error.message : 'The fare could not be estimated.');
      });
    return () => {
      active = false;
    };
  }, [auth, quoteKey]);

  const distanceKnown = Boolean(trip.pickup.coordinates && trip.dropOff.coordinates);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      noValidate
    >
      <dl className="review-summary">
        {summary.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={null}>
        <TripMap pickup={trip.pickup} dropOff={trip.dropOff} />
      </Suspense>
      <section aria-live="polite" className="fare-estimate">
        {!distanceKnown && (
          <p className="field-note fare-without-distance">
            Estimate without distance: an address was typed rather than chosen from the suggestions, so the
            base and minimum fare apply. Go back and choose both places for a fare by distance.
          </p>
        )}
        {quote ? (
          <FareBreakdownTable fare={quote} caption="Fare estimate" />
        ) : quoteError ? (
          <FormError>{quoteError}</FormError>
        ) : (
          <p>Estimating the fare...</p>
        )}
      </section>
      <FormError>{confirmError}</FormError>
      <StepActions
        onBack={onBack}
        onClear={onClear}
        nextLabel={confirming ? 'Booking...' : 'Confirm booking'}
        busy={confirming}
      />
    </form>
  );
}
