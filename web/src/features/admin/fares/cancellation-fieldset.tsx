import { CANCELLATION_BOUNDS } from '@dropwise/domain/cancellation-terms';
import { TextField } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import type { FareForm } from './fare-form';

/** Each term: its field, label, hint (with the guidelines' most), that most, and its step. */
const TERMS = [
  ['percent', 'faresCancelPercent', 'faresCancelPercentHint', CANCELLATION_BOUNDS.percent, 'any'],
  ['capRupees', 'faresCancelCap', 'faresCancelCapHint', CANCELLATION_BOUNDS.capRupees, 1],
  ['graceMinutes', 'faresCancelGrace', 'faresCancelGraceHint', CANCELLATION_BOUNDS.graceMinutes, 1],
] as const satisfies readonly (readonly [
  string,
  MessageKey<'admin'>,
  MessageKey<'admin'>,
  number,
  number | 'any',
])[];

/** What a cancellation without a valid reason costs, each term with its legal bound beside it. */
export function CancellationFieldset({ form }: { form: FareForm }) {
  const t = useT('admin');
  const errors = form.formState.errors.cancellation;
  return (
    <fieldset className="card">
      <legend>{t('faresCancellation')}</legend>
      <p className="muted">{t('faresCancellationNote')}</p>
      <div className="form-grid">
        {TERMS.map(([field, label, hint, max, step]) => (
          <TextField
            key={field}
            id={`fare-cancellation-${field}`}
            label={t(label)}
            hint={t(hint, { max })}
            type="number"
            min={0}
            max={max}
            step={step}
            error={errors?.[field]?.message}
            {...form.register(`cancellation.${field}`, { valueAsNumber: true })}
          />
        ))}
      </div>
    </fieldset>
  );
}
