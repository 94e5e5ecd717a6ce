import { useCallback } from 'react';
import { customerPage } from '@/components/session/require-customer';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import {
  type BookingReview,
  BookingScreen,
  bookingSteps,
  useBookingFlow,
} from '@/features/booking/components/booking-flow';
import { ParcelDetailsStep } from '@/features/booking/components/parcel-details-step';
import { usePlaceFinder } from '@/features/booking/components/place-finder';
import { PlacesStep, type PlacesValue } from '@/features/booking/components/places-step';
import { parcelQuoteFromDraft, parcelRequestFromDraft } from '@/features/booking/draft/draft-to-request';
import {
  type DraftParcelDetails,
  PARCEL_STEPS,
  parcelDraftStore,
  type ParcelStep,
} from '@/features/booking/draft/parcel-draft';
import '@/features/booking/components/booking.css';

export default customerPage(BookParcel);

function BookParcel() {
  const t = useT('booking');
  const labels = useDomainLabels();
  const finder = usePlaceFinder();
  const flow = useBookingFlow(parcelDraftStore, 'parcel', parcelRequestFromDraft);
  const { draft, setDraft } = flow;
  const stepLabels: Record<ParcelStep, string> = {
    firstStep: t('stepPlaces'),
    details: t('stepParcelDetails'),
    review: t('stepReview'),
  };
  const steps = bookingSteps(flow, PARCEL_STEPS, 'bookParcelStatus', stepLabels);
  const { current, nav } = steps;
  const onPlaces = useCallback((places: PlacesValue) => setDraft(places), [setDraft]);
  const onParcel = useCallback((parcel: DraftParcelDetails) => setDraft({ parcel }), [setDraft]);
  const { parcel } = draft;
  const review: BookingReview = {
    quoteRequest: parcelQuoteFromDraft(draft),
    summary: [
      [t('pickup'), draft.pickupLocation.address],
      [t('dropOff'), draft.dropOffLocation.address],
      [t('summarySize'), parcel.sizeBand ? labels.parcelSize(parcel.sizeBand) : ''],
      [t('description'), parcel.description],
      [t('summaryReceiver'), [parcel.receiverName, parcel.receiverPhone].join(', ')],
    ],
  };

  return (
    <BookingScreen title={t('parcelTitle')} flow={flow} steps={steps} review={review}>
      {current === 'firstStep' && <PlacesStep finder={finder} places={draft} onChange={onPlaces} {...nav} />}
      {current === 'details' && <ParcelDetailsStep parcel={draft.parcel} onChange={onParcel} {...nav} />}
    </BookingScreen>
  );
}
