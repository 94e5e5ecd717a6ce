import { TextField } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import type { FareForm } from './fare-form';

/** The settlement rates: their field, label, hint, what the form says when out of range, and limit. */
export const RATE_FIELDS = [
  ['platformSharePercent', 'faresPlatformShare', 'faresPlatformShareHint', 'faresPlatformShareRange', 100],
  ['taxRatePercent', 'faresTaxRate', 'faresTaxRateHint', 'faresTaxRateRange', 28],
] as const satisfies readonly (readonly [
  string,
  MessageKey<'admin'>,
  MessageKey<'admin'>,
  MessageKey<'admin'>,
  number,
])[];

/** The platform's share and the tax, applied when an order is delivered. */
export function EarningsFieldset({ form }: { form: FareForm }) {
  const t = useT('admin');
  const { errors } = form.formState;
  return (
    <fieldset className="card">
      <legend>{t('faresEarnings')}</legend>
      <p className="muted">{t('faresEarningsNote')}</p>
      <div className="form-grid">
        {RATE_FIELDS.map(([field, label, hint, , max]) => (
          <TextField
            key={field}
            id={`fare-${field}`}
            label={t(label)}
            hint={t(hint)}
            type="number"
            min={0}
            max={max}
            step="any"
            error={errors[field]?.message}
            {...form.register(field, { valueAsNumber: true })}
          />
        ))}
      </div>
    </fieldset>
  );
}
