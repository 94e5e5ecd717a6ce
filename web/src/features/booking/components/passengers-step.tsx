import { useMemo } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { StepActions, type StepNav } from './step-actions';
import { useStepForm } from './use-step-form';

interface PassengersStepProps extends StepNav {
  seats: number;
  passengers: number;
  onChange: (passengers: number) => void;
}

/** How many travel: 1 up to the vehicle's seats (the function checks the same bound). */
export function PassengersStep({
  seats,
  passengers,
  onChange,
  onBack,
  onNext,
  onClear,
}: PassengersStepProps) {
  const t = useT('booking');
  const schema = useMemo(
    () =>
      z.object({
        passengers: z
          .number({ invalid_type_error: t('passengersMissing') })
          .int(t('passengersWhole'))
          .min(1, t('passengersAtLeastOne'))
          .max(seats, t('passengersAtMost', { seats })),
      }),
    [seats, t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStepForm(schema, { passengers }, (values) => {
    if (typeof values.passengers === 'number' && Number.isFinite(values.passengers))
      onChange(values.passengers);
  });

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <TextField
        id="ride-passengers"
        label={t('passengers')}
        type="number"
        min={1}
        max={seats}
        step={1}
        hint={t('passengersHint', { seats })}
        error={errors.passengers?.message}
        {...register('passengers', { valueAsNumber: true })}
      />
      <StepActions onBack={onBack} onClear={onClear} />
    </form>
  );
}
