import { useCallback, useMemo } from 'react';
import { customerPage } from '@/components/session/require-customer';
import { useFareTable } from '@/lib/fares/fare-table';
import { useMoney } from '@/lib/fares/use-money';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import {
  type BookingReview,
  BookingScreen,
  bookingSteps,
  useBookingFlow,
} from '@/features/booking/components/booking-flow';
import { PassengersStep } from '@/features/booking/components/passengers-step';
import { usePlaceFinder } from '@/features/booking/components/place-finder';
import { PlacesStep, type PlacesValue } from '@/features/booking/components/places-step';
import { ScheduleStep } from '@/features/booking/components/schedule-step';
import { VehicleStep } from '@/features/booking/components/vehicle-step';
import { rideQuoteFromDraft, rideRequestFromDraft } from '@/features/booking/draft/draft-to-request';
import { RIDE_STEPS, rideDraftStore, type RideStep } from '@/features/booking/draft/ride-draft';
import '@/features/booking/components/booking.css';

export default customerPage(BookRide);

function BookRide() {
  const t = useT('booking');
  const f = useFormat();
  const money = useMoney();
  const labels = useDomainLabels();
  const finder = usePlaceFinder();
  const table = useFareTable();
  const flow = useBookingFlow(rideDraftStore, 'ride', rideRequestFromDraft);
  const { draft, setDraft } = flow;

  const seats = table.vehicles[draft.vehicleType]?.seats ?? 1;
  // Passengers are asked only where the vehicle carries more than one.
  const offered = useMemo(() => RIDE_STEPS.filter((step) => step !== 'passengers' || seats > 1), [seats]);
  const stepLabels: Record<RideStep, string> = {
    firstStep: t('vehicle'),
    schedule: t('stepSchedule'),
    places: t('stepPlaces'),
    passengers: t('passengers'),
    review: t('stepReview'),
  };
  const steps = bookingSteps(flow, offered, 'bookRiderStatus', stepLabels);
  const { current, nav } = steps;

  const onVehicle = useCallback(
    (vehicleType: string) => {
      const vehicleSeats = table.vehicles[vehicleType]?.seats ?? 1;
      setDraft({
        vehicleType,
        numofPassengers: Math.min(Math.max(1, rideDraftStore.get().numofPassengers), vehicleSeats),
      });
    },
    [table, setDraft],
  );
  const onDateTime = useCallback((dateTime: string) => setDraft({ dateTime }), [setDraft]);
  const onPlaces = useCallback((places: PlacesValue) => setDraft(places), [setDraft]);
  const onPassengers = useCallback((numofPassengers: number) => setDraft({ numofPassengers }), [setDraft]);

  const vehicleLabel = labels.vehicle(draft.vehicleType, table.vehicles[draft.vehicleType]?.label);
  const later = new Date(draft.dateTime);
  const when = draft.dateTime === 'now' ? t('now') : Number.isNaN(later.getTime()) ? '' : f.dateTime(later);
  const review: BookingReview = {
    quoteRequest: rideQuoteFromDraft(draft),
    summary: [
      [t('vehicle'), vehicleLabel],
      [t('summaryWhen'), when],
      [t('pickup'), draft.pickupLocation.address],
      [t('dropOff'), draft.dropOffLocation.address],
      [t('passengers'), f.number(draft.numofPassengers)],
      [t('summaryMinimumFare'), money(table.vehicles[draft.vehicleType]?.minimum ?? 0, table.currency)],
    ],
  };

  return (
    <BookingScreen title={t('rideTitle')} flow={flow} steps={steps} review={review}>
      {current === 'firstStep' && (
        <VehicleStep table={table} vehicleType={draft.vehicleType} onChange={onVehicle} {...nav} />
      )}
      {current === 'schedule' && <ScheduleStep dateTime={draft.dateTime} onChange={onDateTime} {...nav} />}
      {current === 'places' && <PlacesStep finder={finder} places={draft} onChange={onPlaces} {...nav} />}
      {current === 'passengers' && (
        <PassengersStep seats={seats} passengers={draft.numofPassengers} onChange={onPassengers} {...nav} />
      )}
    </BookingScreen>
  );
}
