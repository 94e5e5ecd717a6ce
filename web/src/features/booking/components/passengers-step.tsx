import { useMemo } from 'react';
import { z } from 'zod';
import { TextField } from '../../../components/form';
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
  const schema = useMemo(
    () =>
      z.object({
        passengers: z
          .number({ invalid_type_error: 'Enter the number of passengers.' })
          .int('Enter a whole number.')
          .min(1, 'At least one passenger travels.')
          .max(seats, `This vehicle carries at most ${seats} passengers.`),
      }),
    [seats],
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
        label="Passengers"
        type="number"
        min={1}
        max={seats}
        step={1}
        hint={`Up to ${seats} in this vehicle.`}
        error={errors.passengers?.message}
        {...register('passengers', { valueAsNumber: true })}
      />
      <StepActions onBack={onBack} onClear={onClear} />
    </form>
  );
}
