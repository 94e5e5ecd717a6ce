import { PARCEL_SIZE_LABELS } from '@domain/fares';
import { useCallback, useState } from 'react';
import { AppHeader } from '../../../components/app-header';
import { RequireCustomer } from '../../../components/session/require-customer';
import { BookedPanel } from '../components/booked-panel';
import { BookingSteps } from '../components/booking-steps';
import { ParcelDetailsStep } from '../components/parcel-details-step';
import { usePlaceFinder } from '../components/place-finder';
import { PlacesStep, type PlacesValue } from '../components/places-step';
import { ReviewStep } from '../components/review-step';
import { useConfirmBooking } from '../components/use-confirm-booking';
import { useDraft } from '../draft/draft-store';
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

export default function BookParcelPage() {
  return (
    <>
      <AppHeader />
      <RequireCustomer>
        <BookParcel />
      </RequireCustomer>
    </>
  );
}

function BookParcel() {
  const finder = usePlaceFinder();
  const { draft, setDraft, clearDraft } = useDraft(parcelDraftStore);
  const [resetCount, setResetCount] = useState(0);
  const clear = useCallback(() => {
    clearDraft();
    setResetCount((count) => count + 1);
  }, [clearDraft]);

  const current = draft.bookParcelStatus;
  const go = (offset: 1 | -1) => () =>
    setDraft({ bookParcelStatus: PARCEL_STEPS[PARCEL_STEPS.indexOf(current) + offset] ?? current });
  const onPlaces = useCallback((places: PlacesValue) => setDraft(places), [setDraft]);
  const onParcel = useCallback((parcel: DraftParcelDetails) => setDraft({ parcel }), [setDraft]);

  const { confirm, confirming, error } = useConfirmBooking({
    draft,
    setDraft,
    toRequest: parcelRequestFromDraft,
    orderPath: '/parcelHistory',
  });

  return (
    <main className="page narrow">
      <h1>Send a parcel</h1>
      {draft.currentOrderId ? (
        <BookedPanel what="parcel" orderLink={`/parcelHistory/${draft.currentOrderId}`} onAnother={clear} />
      ) : (
        <>
          <BookingSteps steps={PARCEL_STEPS} current={current} labels={STEP_LABELS} />
          <h2>{STEP_LABELS[current]}</h2>
          <div key={`${current}-${resetCount}`}>
            {current === 'firstStep' && (
              <PlacesStep
                finder={finder}
                pickupLocation={draft.pickupLocation}
                dropOffLocation={draft.dropOffLocation}
                onChange={onPlaces}
                onNext={go(1)}
                onClear={clear}
              />
            )}
            {current === 'details' && (
              <ParcelDetailsStep
                parcel={draft.parcel}
                onChange={onParcel}
                onBack={go(-1)}
                onNext={go(1)}
                onClear={clear}
              />
            )}
            {current === 'review' && (
              <ReviewStep
                trip={{ pickup: draft.pickupLocation, dropOff: draft.dropOffLocation }}
                quoteRequest={parcelQuoteFromDraft(draft)}
                summary={[
                  ['Pickup', draft.pickupLocation.address],
                  ['Drop-off', draft.dropOffLocation.address],
                  ['Size', draft.parcel.sizeBand ? PARCEL_SIZE_LABELS[draft.parcel.sizeBand] : ''],
                  ['Description', draft.parcel.description],
                  ['Receiver', `${draft.parcel.receiverName}, ${draft.parcel.receiverPhone}`],
                ]}
                confirming={confirming}
                confirmError={error}
                onConfirm={confirm}
                onBack={go(-1)}
                onClear={clear}
              />
            )}
          </div>
        </>
      )}
    </main>
  );
}
