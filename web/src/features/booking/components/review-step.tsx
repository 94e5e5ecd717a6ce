import type { QuoteRequestInput } from '@dropwise/domain/booking';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '@/lib/firebase/instances';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { quoteFare } from '@/features/booking/api/quote-fare';
import { FareBreakdownTable } from '@/components/fares/fare-breakdown';
import { LiveOwedFeesNote } from './owed-fees-note';
import type { PlacesValue } from './places-step';
import { StepActions } from './step-actions';
import { FormError } from '@/components/form';
import { DescriptionRow } from '@/components/description-row';
import { useT } from '@/lib/i18n/use-t';
import { useLoad } from '@/lib/firebase/use-load';

const TripMap = lazy(() =>
  import('@/components/trip-map/trip-map').then((module) => ({ default: module.TripMap })),
);

/** Confirm, and how it is going: pressed, refused, or waiting for the connection. */
export interface Confirmation {
  confirm: () => void;
  confirming: boolean;
  error?: string;
  waiting?: boolean;
}

interface ReviewStepProps {
  /** The trip (the draft: only its two places are read). */
  places: PlacesValue;
  quoteRequest: QuoteRequestInput;
  summary: Array<[string, ReactNode]>;
  confirmation: Confirmation;
  onBack?: () => void;
  onClear: () => void;
}

/**
 * The last step: what will be booked, the trip on a map, the server's fare estimate (the same
 * numbers the order will store), and Confirm.
 */
export function ReviewStep({
  places: { pickupLocation: pickup, dropOffLocation: dropOff },
  quoteRequest,
  summary,
  confirmation: { confirm, confirming, error: confirmError, waiting },
  onBack,
  onClear,
}: ReviewStepProps) {
  const t = useT('booking');
  const offline = useT('offline');
  const auth = useAuth();
  const quoteKey = JSON.stringify(quoteRequest);
  const quoting = useLoad(() => quoteFare(auth, JSON.parse(quoteKey) as QuoteRequestInput), [auth, quoteKey]);
  // Nothing of an earlier route's quote is shown while this one's is on the way.
  const quote = quoting.loading || quoting.error ? null : (quoting.data ?? null);
  // The API's own words when it refused; none when the estimate failed on the way.
  const quoteError =
    !quoting.loading && quoting.error
      ? { message: quoting.error instanceof ApiError ? errorMessage(quoting.error) : undefined }
      : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
      noValidate
    >
      <dl className="review-summary">
        {summary.map(([label, value]) => (
          <DescriptionRow key={label} term={label}>
            {value}
          </DescriptionRow>
        ))}
      </dl>
      <Suspense fallback={null}>
        <TripMap pickup={pickup} dropOff={dropOff} />
      </Suspense>
      <section aria-live="polite" className="fare-estimate">
        {quote ? (
          <FareBreakdownTable fare={quote} caption={t('fareEstimate')} />
        ) : quoteError ? (
          <FormError>{quoteError.message ?? t('estimateFailed')}</FormError>
        ) : (
          <p>{t('estimating')}</p>
        )}
        <LiveOwedFeesNote />
      </section>
      <FormError>{confirmError}</FormError>
      {waiting ? (
        <div role="status" className="booking-waiting">
          <p>
            <strong>{offline('bookingWaiting')}</strong>
          </p>
          <p className="field-note">{offline('bookingWaitingHint')}</p>
        </div>
      ) : (
        <StepActions
          onBack={onBack}
          onClear={onClear}
          nextLabel={confirming ? t('confirming') : t('confirmBooking')}
          busy={confirming}
        />
      )}
    </form>
  );
}
