import { formatMoney } from '@domain/fares';
import { useCallback, useMemo, useState } from 'react';
import { AppHeader } from '../../../components/app-header';
import { RequireCustomer } from '../../../components/session/require-customer';
import { useFareTable } from '../api/get-fare-table';
import { BookedPanel } from '../components/booked-panel';
import { BookingSteps } from '../components/booking-steps';
import { PassengersStep } from '../components/passengers-step';
import { usePlaceFinder } from '../components/place-finder';
import { PlacesStep, type PlacesValue } from '../components/places-step';
import { ReviewStep } from '../components/review-step';
import { ScheduleStep } from '../components/schedule-step';
import { useConfirmBooking } from '../components/use-confirm-booking';
import { VehicleStep } from '../components/vehicle-step';
import { useDraft } from '../draft/draft-store';
import { rideQuoteFromDraft, rideRequestFromDraft } from '../draft/draft-to-request';
import { RIDE_STEPS, rideDraftStore, type RideStep } from '../draft/ride-draft';
import '../components/booking.css';

const STEP_LABELS: Record<RideStep, string> = {
  firstStep: 'Vehicle',
  schedule: 'Date and time',
  places: 'Pickup and drop-off',
  passengers: 'Passengers',
  review: 'Review and confirm',
};

export default function BookRidePage() {
  return (
    <>
      <AppHeader />
      <RequireCustomer>
        <BookRide />
      </RequireCustomer>
    </>
  );
}

function BookRide() {
  const finder = usePlaceFinder();
  const table = useFareTable();
  const { draft, setDraft, clearDraft } = useDraft(rideDraftStore);
  // Remounts the step's form after Clear, so it shows the emptied draft.
  const [resetCount, setResetCount] = useState(0);
  const clear = useCallback(() => {
    clearDraft();
    setResetCount((count) => count + 1);
  }, [clearDraft]);

  const seats = table.vehicles[draft.vehicleType]?.seats ?? 1;
  // Passengers are asked only where the vehicle carries more than one.
  const steps = useMemo(() => RIDE_STEPS.filter((step) => step !== 'passengers' || seats > 1), [seats]);
  const current = steps.includes(draft.bookRiderStatus) ? draft.bookRiderStatus : 'firstStep';
  const go = (offset: 1 | -1) => () =>
    setDraft({ bookRiderStatus: steps[steps.indexOf(current) + offset] ?? current });

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

  const { confirm, confirming, error } = useConfirmBooking({
    draft,
    setDraft,
    toRequest: rideRequestFromDraft,
    orderPath: '/riderHistory',
  });

  const vehicleLabel = table.vehicles[draft.vehicleType]?.label ?? draft.vehicleType;
  const when = draft.dateTime === 'now' ? 'Now' : new Date(draft.dateTime).toLocaleString('en-IN');

  return (
    <main className="page narrow">
      <h1>Book a ride</h1>
      {draft.currentOrderId ? (
        <BookedPanel what="ride" orderLink={`/riderHistory/${draft.currentOrderId}`} onAnother={clear} />
      ) : (
        <>
          <BookingSteps steps={steps} current={current} labels={STEP_LABELS} />
          <h2>{STEP_LABELS[current]}</h2>
          <div key={`${current}-${resetCount}`}>
            {current === 'firstStep' && (
              <VehicleStep
                table={table}
                vehicleType={draft.vehicleType}
                onChange={onVehicle}
                onNext={go(1)}
                onClear={clear}
              />
            )}
            {current === 'schedule' && (
              <ScheduleStep
                dateTime={draft.dateTime}
                onChange={onDateTime}
                onBack={go(-1)}
                onNext={go(1)}
                onClear={clear}
              />
            )}
            {current === 'places' && (
              <PlacesStep
                finder={finder}
                pickupLocation={draft.pickupLocation}
                dropOffLocation={draft.dropOffLocation}
                onChange={onPlaces}
                onBack={go(-1)}
                onNext={go(1)}
                onClear={clear}
              />
            )}
            {current === 'passengers' && (
              <PassengersStep
                seats={seats}
                passengers={draft.numofPassengers}
                onChange={onPassengers}
                onBack={go(-1)}
                onNext={go(1)}
                onClear={clear}
              />
            )}
            {current === 'review' && (
              <ReviewStep
                trip={{ pickup: draft.pickupLocation, dropOff: draft.dropOffLocation }}
                quoteRequest={rideQuoteFromDraft(draft)}
                summary={[
                  ['Vehicle', vehicleLabel],
                  ['When', when],
                  ['Pickup', draft.pickupLocation.address],
                  ['Drop-off', draft.dropOffLocation.address],
                  ['Passengers', String(draft.numofPassengers)],
                  ['Minimum fare', formatMoney(table.vehicles[draft.vehicleType]?.minimum ?? 0)],
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
