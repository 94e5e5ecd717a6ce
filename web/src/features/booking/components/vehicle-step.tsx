import { vehicleTypeSchema } from '@domain/booking';
import { type FareTable, formatMoney } from '@domain/fares';
import { useMemo } from 'react';
import { z } from 'zod';
import { FieldError } from '../../../components/form';
import { StepActions, type StepNav } from './step-actions';
import { useStepForm } from './use-step-form';

interface VehicleStepProps extends StepNav {
  table: FareTable;
  vehicleType: string;
  onChange: (vehicleType: string) => void;
}

/** Step 1 of a ride: the vehicle type, from the fare table. */
export function VehicleStep({ table, vehicleType, onChange, onNext, onClear }: VehicleStepProps) {
  const schema = useMemo(() => z.object({ vehicleType: vehicleTypeSchema(table) }), [table]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStepForm(schema, { vehicleType }, (values) => onChange(values.vehicleType ?? ''));

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <fieldset className="choice-list" aria-describedby={errors.vehicleType ? 'vehicle-error' : undefined}>
        <legend>Vehicle type</legend>
        {Object.entries(table.vehicles).map(([key, vehicle]) => (
          <label key={key} className="choice">
            <input type="radio" value={key} {...register('vehicleType')} />
            <span className="choice-title">{vehicle.label}</span>
            <span className="choice-note">
              {vehicle.seats === 1 ? '1 seat' : `${vehicle.seats} seats`} · from{' '}
              {formatMoney(vehicle.minimum)}
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id="vehicle-error" message={errors.vehicleType?.message} />
      <StepActions onClear={onClear} />
    </form>
  );
}
