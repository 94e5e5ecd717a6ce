import { addressSchema, sameAddress } from '@dropwise/domain/booking';
import { placeLabel, placeNamedWithoutDoubt } from '@dropwise/domain/places';
import { type Coordinates, coordinatesSchema } from '@dropwise/domain/fares';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import type { DraftPlace } from '@/features/booking/draft/ride-draft';
import { FieldError } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { PlaceCombobox } from './place-combobox';
import type { PlaceFinder } from './place-finder';
import { StepActions, type StepNav } from './step-actions';
import { useStepForm } from './use-step-form';
import { type LocationFailure, useMyLocation } from './use-my-location';
import { UseMyLocationButton } from './use-my-location-button';

const placeForm = z.object({
  address: addressSchema,
  coordinates: coordinatesSchema.nullable(),
  placeId: z.string().optional(),
});

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

/** A place as the form holds it, back into the draft's shape. */
function draftPlace(
  value: { address?: string; coordinates?: unknown; placeId?: string } | undefined,
): DraftPlace {
  return {
    address: value?.address ?? '',
    coordinates: (value?.coordinates as DraftPlace['coordinates'] | undefined) ?? null,
    ...(value?.placeId ? { placeId: value.placeId } : {}),
  };
}

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
    setError,
    formState: { errors, isSubmitted },
  } = useStepForm(schema, { pickupLocation, dropOffLocation }, (values) =>
    onChange({
      pickupLocation: draftPlace(values.pickupLocation),
      dropOffLocation: draftPlace(values.dropOffLocation),
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

  /**
   * A typed end is looked up as the server will look it up: taken when it names one known place
   * without doubt, else the customer is asked to choose, next to the field.
   */
  const goOn = async (values: PlacesValue) => {
    let located = true;
    for (const name of ['pickupLocation', 'dropOffLocation'] as const) {
      const typed = values[name];
      if (typed.coordinates) continue;
      const answers = await finder.search(typed.address, null).catch(() => []);
      const named = placeNamedWithoutDoubt(typed.address, answers);
      if (named) {
        setPlace(name, { address: placeLabel(named), coordinates: named.coordinates, placeId: named.id });
      } else {
        located = false;
        setError(`${name}.address`, { message: t('choosePlace') });
      }
    }
    if (located) onNext();
  };
  const pickup = watch('pickupLocation');

  /** One place's combobox, its suggestions ranked near `near` when known, and its message under it. */
  const placeField = (
    name: keyof PlacesValue,
    label: MessageKey<'booking'>,
    listLabel: MessageKey<'booking'>,
    near: DraftPlace['coordinates'],
  ) => {
    const error = errors[name]?.address?.message ?? errors[name]?.message;
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
    <form onSubmit={handleSubmit(goOn)} noValidate>
      <fieldset className="place-fields">
        <legend>{t('pickup')}</legend>
        {placeField('pickupLocation', 'pickupLabel', 'pickupSuggestions', null)}
        <UseMyLocationButton
          location={location}
          locate={locate}
          label={t('useMyLocation')}
          locatingLabel={t('locating')}
          failure={location.state === 'failed' ? t(locationMessages[location.reason]) : null}
        />
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
