import { MIN_RIDE_BASE_KM } from '@dropwise/domain/fares';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { type FareForm, optionalNumber } from './fare-form';
import { FarePreview } from './fare-preview';
import './fares.css';

const NUMBER_FIELDS = [
  ['base', 'faresBase'],
  ['perKm', 'faresPerKm'],
  ['minimum', 'faresMinimum'],
  ['seats', 'faresSeats'],
] as const satisfies readonly (readonly [string, MessageKey<'admin'>])[];

/**
 * One vehicle's rates: base, the kilometres it covers, per km, minimum and seats; a warning when a
 * vehicle that carries passengers has no base kilometres; and what trips of a few lengths cost.
 */
export function VehicleFieldset({ form, type }: { form: FareForm; type: string }) {
  const t = useT('admin');
  const errors = form.formState.errors.vehicles?.[type];
  const [label, seats, baseKm] = useWatch({
    control: form.control,
    name: [`vehicles.${type}.label`, `vehicles.${type}.seats`, `vehicles.${type}.baseKm`],
  });
  const noBaseKm = seats > 0 && !baseKm;
  return (
    <fieldset className="card">
      <legend>{label || type}</legend>
      <div className="form-grid">
        {NUMBER_FIELDS.map(([field, text]) => (
          <TextField
            key={field}
            id={`fare-${type}-${field}`}
            label={t(text, { type })}
            type="number"
            min={0}
            step={field === 'seats' ? 1 : 'any'}
            error={errors?.[field]?.message}
            {...form.register(`vehicles.${type}.${field}`, { valueAsNumber: true })}
          />
        ))}
        <TextField
          id={`fare-${type}-baseKm`}
          label={t('faresBaseKm', { type })}
          hint={t('faresBaseKmHint')}
          type="number"
          min={0}
          step="any"
          error={errors?.baseKm?.message}
          {...form.register(`vehicles.${type}.baseKm`, { setValueAs: optionalNumber })}
        />
      </div>
      {noBaseKm ? (
        <p className="fare-warning" role="status">
          {t('faresBaseKmWarning', { km: MIN_RIDE_BASE_KM })}
        </p>
      ) : null}
      <FarePreview form={form} type={type} />
    </fieldset>
  );
}
