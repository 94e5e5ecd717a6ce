import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, sameAddress } from '@domain/booking';
import { coordinatesSchema } from '@domain/fares';
import { placeLabel, type PlaceSuggestion } from '@domain/places';
import { useCallback, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DraftPlace } from '../draft/ride-draft';
import { FieldError } from './field-error';
import { PlaceCombobox } from './place-combobox';
import type { PlaceFinder } from './place-finder';
import { StepActions } from './step-actions';
import { useMyLocation } from './use-my-location';

const placeForm = z.object({ address: addressSchema, coordinates: coordinatesSchema.nullable() });

/** The same rules as the booking function: both addresses 3 to 200 characters, and different. */
export const placesFormSchema = z
  .object({ pickupLocation: placeForm, dropOffLocation: placeForm })
  .superRefine((places, ctx) => {
    if (sameAddress(places.pickupLocation.address, places.dropOffLocation.address)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['dropOffLocation', 'address'],
        message: 'The drop-off must be different from the pickup.',
      });
    }
  });

export interface PlacesValue {
  pickupLocation: DraftPlace;
  dropOffLocation: DraftPlace;
}

interface PlacesStepProps extends PlacesValue {
  finder: PlaceFinder;
  onChange: (places: PlacesValue) => void;
  onBack?: () => void;
  onNext: () => void;
  onClear: () => void;
}

/**
 * Pickup and drop-off, each picked from suggestions (with coordinates) or typed. The pickup can
 * be filled from the device's location; drop-off suggestions rank places near the pickup first.
 */
export function PlacesStep({
  pickupLocation,
  dropOffLocation,
  finder,
  onChange,
  onBack,
  onNext,
  onClear,
}: PlacesStepProps) {
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<PlacesValue>({
    resolver: zodResolver(placesFormSchema),
    defaultValues: { pickupLocation, dropOffLocation },
  });

  useEffect(() => {
    const subscription = watch((values) =>
      onChange({
        pickupLocation: {
          address: values.pickupLocation?.address ?? '',
          coordinates: (values.pickupLocation?.coordinates as DraftPlace['coordinates'] | undefined) ?? null,
        },
        dropOffLocation: {
          address: values.dropOffLocation?.address ?? '',
          coordinates: (values.dropOffLocation?.coordinates as DraftPlace['coordinates'] | undefined) ?? null,
        },
      }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const fillPickup = useCallback(
    (place: PlaceSuggestion) =>
      setValue(
        'pickupLocation',
        { address: placeLabel(place), coordinates: place.coordinates },
        { shouldValidate: true, shouldDirty: true },
      ),
    [setValue],
  );
  const { location, locate } = useMyLocation(finder.nearest, fillPickup);
  const pickupPoint = watch('pickupLocation.coordinates');

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <fieldset className="place-fields">
        <legend>Pickup</legend>
        <Controller
          control={control}
          name="pickupLocation"
          render={({ field }) => (
            <PlaceCombobox
              id="pickupLocation-address"
              label="Pickup address"
              value={field.value}
              onChange={field.onChange}
              search={(text) => finder.search(text, null)}
              error={errors.pickupLocation?.address?.message}
              errorId="pickupLocation-address-error"
            />
          )}
        />
        <FieldError id="pickupLocation-address-error" message={errors.pickupLocation?.address?.message} />
        <p className="use-my-location">
          <button
            type="button"
            className="secondary"
            onClick={() => void locate()}
            disabled={location.state === 'locating'}
          >
            {location.state === 'locating' ? 'Finding your location...' : 'Use my location'}
          </button>
        </p>
        {location.state === 'failed' && (
          <p className="field-error" role="alert">
            {location.message}
          </p>
        )}
      </fieldset>
      <fieldset className="place-fields">
        <legend>Drop-off</legend>
        <Controller
          control={control}
          name="dropOffLocation"
          render={({ field }) => (
            <PlaceCombobox
              id="dropOffLocation-address"
              label="Drop-off address"
              value={field.value}
              onChange={field.onChange}
              search={(text) => finder.search(text, pickupPoint ?? null)}
              error={errors.dropOffLocation?.address?.message}
              errorId="dropOffLocation-address-error"
            />
          )}
        />
        <FieldError id="dropOffLocation-address-error" message={errors.dropOffLocation?.address?.message} />
      </fieldset>
      <StepActions onBack={onBack} onClear={onClear} />
    </form>
  );
}
