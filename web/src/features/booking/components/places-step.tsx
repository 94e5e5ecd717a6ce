import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, sameAddress } from '@domain/booking';
import { useEffect } from 'react';
import { type FieldErrors, useForm, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { parseCoordinates } from '../draft/draft-to-request';
import type { DraftPlace } from '../draft/ride-draft';
import { FieldError } from './field-error';
import { StepActions } from './step-actions';

const coordinatesText = z
  .string()
  .max(60)
  .refine((value) => value.trim() === '' || parseCoordinates(value) !== null, {
    message: 'Enter latitude, longitude, for example 18.5204, 73.8567, or leave it empty.',
  });

const placeForm = z.object({ address: addressSchema, coordinates: coordinatesText });

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
  onChange: (places: PlacesValue) => void;
  onBack?: () => void;
  onNext: () => void;
  onClear: () => void;
}

/** Pickup and drop-off: addresses as typed, with optional coordinates for a distance-based fare. */
export function PlacesStep({
  pickupLocation,
  dropOffLocation,
  onChange,
  onBack,
  onNext,
  onClear,
}: PlacesStepProps) {
  const {
    register,
    handleSubmit,
    watch,
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
          coordinates: values.pickupLocation?.coordinates ?? '',
        },
        dropOffLocation: {
          address: values.dropOffLocation?.address ?? '',
          coordinates: values.dropOffLocation?.coordinates ?? '',
        },
      }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <PlaceFields name="pickupLocation" label="Pickup" register={register} errors={errors} />
      <PlaceFields name="dropOffLocation" label="Drop-off" register={register} errors={errors} />
      <StepActions onBack={onBack} onClear={onClear} />
    </form>
  );
}

function PlaceFields({
  name,
  label,
  register,
  errors,
}: {
  name: keyof PlacesValue;
  label: string;
  register: UseFormRegister<PlacesValue>;
  errors: FieldErrors<PlacesValue>;
}) {
  const addressError = errors[name]?.address?.message;
  const coordinatesError = errors[name]?.coordinates?.message;
  return (
    <fieldset className="place-fields">
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={`${name}-address`}>{label} address</label>
        <input
          id={`${name}-address`}
          autoComplete="street-address"
          maxLength={250}
          aria-invalid={addressError ? 'true' : 'false'}
          aria-describedby={addressError ? `${name}-address-error` : undefined}
          {...register(`${name}.address`)}
        />
        <FieldError id={`${name}-address-error`} message={addressError} />
      </div>
      <div className="field">
        <label htmlFor={`${name}-coordinates`}>{label} coordinates (optional)</label>
        <input
          id={`${name}-coordinates`}
          inputMode="decimal"
          placeholder="18.5204, 73.8567"
          aria-invalid={coordinatesError ? 'true' : 'false'}
          aria-describedby={`${name}-coordinates-help${coordinatesError ? ` ${name}-coordinates-error` : ''}`}
          {...register(`${name}.coordinates`)}
        />
        <span id={`${name}-coordinates-help`} className="field-note">
          With both coordinates the fare follows the distance; without them the minimum fare applies.
        </span>
        <FieldError id={`${name}-coordinates-error`} message={coordinatesError} />
      </div>
    </fieldset>
  );
}
