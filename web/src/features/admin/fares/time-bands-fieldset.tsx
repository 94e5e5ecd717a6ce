import { MAX_MULTIPLIER, MAX_TIME_BANDS, MIN_MULTIPLIER } from '@dropwise/domain/fare-bands';
import { useFieldArray } from 'react-hook-form';
import { FieldError, TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import type { FareForm } from './fare-form';
import './fares.css';

/** A new row: a night band at the notified fare, for the admin to change. */
const NEW_BAND = { from: '22:00', to: '06:00', multiplier: 1 };

/**
 * The table's time-of-day bands, a row each (from, to, multiplier, Remove) and Add: India time, a
 * band that ends before it starts runs past midnight, multipliers within the guidelines' range.
 */
export function TimeBandsFieldset({ form }: { form: FareForm }) {
  const t = useT('admin');
  const bands = useFieldArray({ control: form.control, name: 'timeBands' });
  const errors = form.formState.errors.timeBands;
  // A problem with the list as a whole (too many bands) rather than with one of its rows.
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="card">
      <legend>{t('faresBands')}</legend>
      <p className="muted" id="fare-bands-note">
        {t('faresBandsNote', { min: MIN_MULTIPLIER, max: MAX_MULTIPLIER })}
      </p>
      {bands.fields.length === 0 ? <p>{t('faresBandsNone')}</p> : null}
      {bands.fields.map((row, index) => {
        const n = index + 1;
        const rowErrors = errors?.[index];
        return (
          <div
            className="form-grid fare-band-row"
            key={row.id}
            role="group"
            aria-label={t('faresBand', { n })}
          >
            <TextField
              id={`fare-band-${index}-from`}
              label={t('faresBandFrom', { n })}
              type="time"
              error={rowErrors?.from?.message}
              {...form.register(`timeBands.${index}.from`)}
            />
            <TextField
              id={`fare-band-${index}-to`}
              label={t('faresBandTo', { n })}
              type="time"
              error={rowErrors?.to?.message}
              {...form.register(`timeBands.${index}.to`)}
            />
            <TextField
              id={`fare-band-${index}-multiplier`}
              label={t('faresBandMultiplier', { n })}
              hint={t('faresBandMultiplierHint', { min: MIN_MULTIPLIER, max: MAX_MULTIPLIER })}
              type="number"
              min={MIN_MULTIPLIER}
              max={MAX_MULTIPLIER}
              step="0.05"
              error={rowErrors?.multiplier?.message}
              {...form.register(`timeBands.${index}.multiplier`, { valueAsNumber: true })}
            />
            <button type="button" className="secondary" onClick={() => bands.remove(index)}>
              {t('faresBandRemove', { n })}
            </button>
          </div>
        );
      })}
      <FieldError id="fare-bands-error" message={listError} />
      <button
        type="button"
        className="secondary"
        disabled={bands.fields.length >= MAX_TIME_BANDS}
        onClick={() => bands.append(NEW_BAND)}
      >
        {t('faresBandAdd')}
      </button>
    </fieldset>
  );
}
