import { PARCEL_SIZE_LABELS } from '@domain/fares';
import { useCallback } from 'react';
import { customerPage } from '../../../components/session/require-customer';
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

const STEP_LABELS: Record<ParcelStep, string> = {
  firstStep: 'Pickup and drop-off',
  details: 'Parcel details',
  review: 'Review and confirm',
};

export default customerPage(BookParcel);

function BookParcel() {
  const finder = usePlaceFinder();
  const flow = useBookingFlow(parcelDraftStore, '/parcelHistory', parcelRequestFromDraft);
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

  return (
    <BookingScreen
      title="Send a parcel"
      what="parcel"
      ordersPath="/parcelHistory"
      flow={flow}
      steps={PARCEL_STEPS}
      current={current}
      labels={STEP_LABELS}
    >
      {current === 'firstStep' && <PlacesStep finder={finder} places={draft} onChange={onPlaces} {...nav} />}
      {current === 'details' && <ParcelDetailsStep parcel={draft.parcel} onChange={onParcel} {...nav} />}
      {current === 'review' && (
        <ReviewStep
          places={draft}
          quoteRequest={parcelQuoteFromDraft(draft)}
          summary={[
            ['Pickup', draft.pickupLocation.address],
            ['Drop-off', draft.dropOffLocation.address],
            ['Size', draft.parcel.sizeBand ? PARCEL_SIZE_LABELS[draft.parcel.sizeBand] : ''],
            ['Description', draft.parcel.description],
            ['Receiver', `${draft.parcel.receiverName}, ${draft.parcel.receiverPhone}`],
          ]}
          confirmation={flow}
          {...nav}
        />
      )}
    </BookingScreen>
  );
}
