import { DISPATCH_LIMITS } from '@dropwise/domain/dispatch';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError, TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import {
  type DispatchSettingsInput,
  dispatchSettingsInputSchema,
} from '@/features/admin/api/dispatch-settings';

/** What the dispatch settings form holds while it is edited. */
export type DispatchFormValues = z.input<typeof dispatchSettingsInputSchema>;

/** A radius for a new last round: a little wider than the one before it, within the limit. */
function nextRadius(radii: readonly number[]): number {
  const last = radii.at(-1);
  const from = typeof last === 'number' && Number.isFinite(last) ? last : 0;
  return Math.min(DISPATCH_LIMITS.radiusKm.max, from + 5);
}

/** The search radius of each dispatch round, with rounds added and removed within the limits. */
export function DispatchRadiiFieldset({
  form,
}: {
  form: UseFormReturn<DispatchFormValues, unknown, DispatchSettingsInput>;
}) {
  const t = useT('admin');
  const { errors } = form.formState;
  const radii = form.watch('radiiKm') ?? [];
  const radiiError = errors.radiiKm?.root?.message ?? errors.radiiKm?.message;
  const setRadii = (next: number[]) =>
    form.setValue('radiiKm', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <fieldset
      className="card dispatch-radii"
      aria-describedby={radiiError ? 'dispatch-radii-help dispatch-radii-error' : 'dispatch-radii-help'}
    >
      <legend>{t('dispatchSettingsRadii')}</legend>
      <p id="dispatch-radii-help" className="field-note">
        {t('dispatchSettingsRadiiHint', { max: DISPATCH_LIMITS.radiusKm.max })}
      </p>
      {radii.map((_radius, index) => (
        <div className="dispatch-radius" key={index}>
          <TextField
            id={`dispatch-radius-${index}`}
            label={t('dispatchSettingsRadius', { round: index + 1 })}
            type="number"
            inputMode="decimal"
            min={0}
            max={DISPATCH_LIMITS.radiusKm.max}
            step="any"
            error={errors.radiiKm?.[index]?.message}
            {...form.register(`radiiKm.${index}`, { valueAsNumber: true })}
          />
          {radii.length > DISPATCH_LIMITS.radii.min ? (
            <button
              type="button"
              className="secondary compact"
              onClick={() => setRadii(radii.filter((_, other) => other !== index))}
            >
              {t('dispatchSettingsRemoveRound', { round: index + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      <FieldError id="dispatch-radii-error" message={radiiError} />
      {radii.length < DISPATCH_LIMITS.radii.max ? (
        <button type="button" className="secondary" onClick={() => setRadii([...radii, nextRadius(radii)])}>
          {t('dispatchSettingsAddRound')}
        </button>
      ) : null}
    </fieldset>
  );
}
