import { addressSchema, sameAddress } from '@dropwise/domain/booking';
import { type Coordinates, coordinatesSchema } from '@dropwise/domain/fares';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import type { DraftPlace } from '@/features/booking/draft/ride-draft';
import { FieldError, FormError } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { PlaceCombobox } from './place-combobox';
import type { PlaceFinder } from './place-finder';
import { StepActions, type StepNav } from './step-actions';
import { useStepForm } from './use-step-form';
import { type LocationFailure, useMyLocation } from './use-my-location';

const placeForm = z.object({ address: addressSchema, coordinates: coordinatesSchema.nullable() });

/**
 * The same rules as the booking function: both addresses 3 to 200 characters, and different.
 * `sameMessage` says the second in the reader's language.
 */
export function placesFormSchema(sameMessage: string) {
  return z.object({ pickupLocation: placeForm, dropOffLocation: placeForm }).superRefine((places, ctx) => {
    if (sameAddress(places.pickupLocation.address, places.dropOffLocation.address)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['dropOffLocation', 'address'],
        message: sameMessage,
      });
    }
  });
}

const locationMessages: Record<LocationFailure, MessageKey<'booking'>> = {
  denied: 'locationDenied',
  unavailable: 'locationUnavailable',
  unsupported: 'locationUnsupported',
  noPlace: 'locationNoPlace',
  lookupFailed: 'locationLookupFailed',
};

export interface PlacesValue {
  pickupLocation: DraftPlace;
  dropOffLocation: DraftPlace;
}

interface PlacesStepProps extends StepNav {
  /** The places so far (the draft: only its two places are read). */
  places: PlacesValue;
  finder: PlaceFinder;
  onChange: (places: PlacesValue) => void;
}

/**
 * Pickup and drop-off, each picked from suggestions (with coordinates) or typed. The pickup can
 * be filled from the device's location; drop-off suggestions rank places near the pickup first.
 */
export function PlacesStep({
  places: { pickupLocation, dropOffLocation },
  finder,
  onChange,
  onBack,
  onNext,
  onClear,
}: PlacesStepProps) {
  const t = useT('booking');
  const tc = useT('common');
  const schema = useMemo(() => placesFormSchema(t('sameAddress')), [t]);
  const {
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useStepForm(schema, { pickupLocation, dropOffLocation }, (values) =>
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

  // The comboboxes are controlled through setValue rather than react-hook-form's Controller,
  // which would add its code to the form library chunk the public enrolment page loads too.
  const setPlace = useCallback(
    (name: keyof PlacesValue, place: DraftPlace) =>
      setValue(name, place, { shouldValidate: isSubmitted, shouldDirty: true }),
    [setValue, isSubmitted],
  );
  const fillPickup = useCallback(
    (pickup: { address: string; coordinates: Coordinates }) => setPlace('pickupLocation', pickup),
    [setPlace],
  );
  const { location, locate } = useMyLocation(finder.nearest, fillPickup);
  const pickup = watch('pickupLocation');

  /** One place's combobox, its suggestions ranked near `near` when known, and its message under it. */
  const placeField = (
    name: keyof PlacesValue,
    label: MessageKey<'booking'>,
    listLabel: MessageKey<'booking'>,
    near: DraftPlace['coordinates'],
  ) => {
    const error = errors[name]?.address?.message;
    return (
      <>
        <PlaceCombobox
          id={`${name}-address`}
          label={t(label)}
          listLabel={t(listLabel)}
          value={watch(name)}
          onChange={(place) => setPlace(name, place)}
          search={(text) => finder.search(text, near)}
          error={error}
          errorId={`${name}-address-error`}
        />
        <FieldError id={`${name}-address-error`} message={error} />
      </>
    );
  };

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <fieldset className="place-fields">
        <legend>{t('pickup')}</legend>
        {placeField('pickupLocation', 'pickupLabel', 'pickupSuggestions', null)}
        <p className="use-my-location">
          <button
            type="button"
            className="secondary"
            onClick={() => void locate()}
            disabled={location.state === 'locating'}
          >
            {location.state === 'locating' ? t('locating') : t('useMyLocation')}
          </button>
        </p>
        <FormError>{location.state === 'failed' && t(locationMessages[location.reason])}</FormError>
      </fieldset>
      <fieldset className="place-fields">
        <legend>{t('dropOff')}</legend>
        {placeField('dropOffLocation', 'dropOffLabel', 'dropOffSuggestions', pickup.coordinates)}
      </fieldset>
      <p className="places-attribution">{tc('placesAttribution')}</p>
      <StepActions onBack={onBack} onClear={onClear} />
    </form>
  );
}
