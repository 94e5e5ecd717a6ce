import { vehicleTypeSchema } from '@dropwise/domain/booking';
import type { FareTable } from '@dropwise/domain/fares';
import { useMemo } from 'react';
import { z } from 'zod';
import { FieldError } from '@/components/form';
import { useMoney } from '@/lib/fares/use-money';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import { StepActions, type StepNav } from './step-actions';
import { useStepForm } from './use-step-form';

interface VehicleStepProps extends StepNav {
  table: FareTable;
  vehicleType: string;
  onChange: (vehicleType: string) => void;
}

/** Step 1 of a ride: the vehicle type, from the fare table. */
export function VehicleStep({ table, vehicleType, onChange, onNext, onClear }: VehicleStepProps) {
  const t = useT('booking');
  const labels = useDomainLabels();
  const money = useMoney();
  const schema = useMemo(() => z.object({ vehicleType: vehicleTypeSchema(table) }), [table]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStepForm(schema, { vehicleType }, (values) => onChange(values.vehicleType ?? ''));

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <fieldset className="choice-list" aria-describedby={errors.vehicleType ? 'vehicle-error' : undefined}>
        <legend>{t('vehicleLegend')}</legend>
        {Object.entries(table.vehicles).map(([key, vehicle]) => (
          <label key={key} className="choice">
            <input type="radio" value={key} {...register('vehicleType')} />
            <span className="choice-title">{labels.vehicle(key, vehicle.label)}</span>
            <span className="choice-note">
              {t('vehicleNote', { seats: vehicle.seats, fare: money(vehicle.minimum, table.currency) })}
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id="vehicle-error" message={errors.vehicleType?.message} />
      <StepActions onClear={onClear} />
    </form>
  );
}
