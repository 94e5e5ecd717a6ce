import { useCallback } from 'react';
import { customerPage } from '../../../components/session/require-customer';
import { useDomainLabels } from '../../../lib/i18n/use-domain-labels';
import { useT } from '../../../lib/i18n/use-t';
import { BookingScreen, stepNav, useBookingFlow } from '../components/booking-flow';
import { ParcelDetailsStep } from '../components/parcel-details-step';
import { usePlaceFinder } from '../components/place-finder';
import { PlacesStep, type PlacesValue } from '../components/places-step';
import { ReviewStep } from '../components/review-step';
import { parcelQuoteFromDraft, parcelRequestFromDraft } from '../draft/draft-to-request';
import {
  type DraftParcelDetails,
  PARCEL_STEPS,
  parcelDraftStore,
  type ParcelStep,
} from '../draft/parcel-draft';
import '../components/booking.css';

export default customerPage(BookParcel);

function BookParcel() {
  const t = useT('booking');
  const labels = useDomainLabels();
  const finder = usePlaceFinder();
  const flow = useBookingFlow(parcelDraftStore, 'parcel', parcelRequestFromDraft);
  const { draft, setDraft } = flow;
  const current = draft.bookParcelStatus;
  const nav = stepNav(
    PARCEL_STEPS,
    current,
    (bookParcelStatus) => setDraft({ bookParcelStatus }),
    flow.clear,
  );
  const onPlaces = useCallback((places: PlacesValue) => setDraft(places), [setDraft]);
  const onParcel = useCallback((parcel: DraftParcelDetails) => setDraft({ parcel }), [setDraft]);
  const stepLabels: Record<ParcelStep, string> = {
    firstStep: t('stepPlaces'),
    details: t('stepParcelDetails'),
    review: t('stepReview'),
  };
  const { parcel } = draft;

  return (
    <BookingScreen
      title={t('parcelTitle')}
      what="parcel"
      flow={flow}
      steps={PARCEL_STEPS}
      current={current}
      labels={stepLabels}
    >
      {current === 'firstStep' && <PlacesStep finder={finder} places={draft} onChange={onPlaces} {...nav} />}
      {current === 'details' && <ParcelDetailsStep parcel={draft.parcel} onChange={onParcel} {...nav} />}
      {current === 'review' && (
        <ReviewStep
          places={draft}
          quoteRequest={parcelQuoteFromDraft(draft)}
          summary={[
            [t('pickup'), draft.pickupLocation.address],
            [t('dropOff'), draft.dropOffLocation.address],
            [t('summarySize'), parcel.sizeBand ? labels.parcelSize(parcel.sizeBand) : ''],
            [t('description'), parcel.description],
            [t('summaryReceiver'), [parcel.receiverName, parcel.receiverPhone].join(', ')],
          ]}
          confirmation={flow}
          {...nav}
        />
      )}
    </BookingScreen>
  );
}
