import { DISPATCH_LIMITS } from '@dropwise/domain/dispatch';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FieldError, FormError, SubmitButton, TextField } from '@/components/form';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import {
  type DispatchSettingsInput,
  dispatchSettingsInputSchema,
  type StoredDispatchSettings,
} from '@/features/admin/api/dispatch-settings';
import { DispatchRadiiFieldset, type DispatchFormValues } from './dispatch-radii-fieldset';

const SERVER_FIELDS: Path<DispatchFormValues>[] = [
  'auto',
  'batchSize',
  'offerSeconds',
  'radiiKm',
  'radiiKm.0',
  'radiiKm.1',
  'radiiKm.2',
  'scheduledLeadMinutes',
  'maxWaitMinutes',
];

const valuesOf = ({ version: _version, ...settings }: StoredDispatchSettings): DispatchFormValues => ({
  ...settings,
  radiiKm: [...settings.radiiKm],
});

/** The settings that are a whole number within limits, each one field. */
const WHOLE_NUMBER_FIELDS = [
  {
    field: 'batchSize',
    id: 'dispatch-batch-size',
    label: 'dispatchSettingsBatchSize',
    hint: 'dispatchSettingsBatchSizeHint',
  },
  {
    field: 'offerSeconds',
    id: 'dispatch-offer-seconds',
    label: 'dispatchSettingsOfferSeconds',
    hint: 'dispatchSettingsOfferSecondsHint',
  },
  {
    field: 'scheduledLeadMinutes',
    id: 'dispatch-lead-minutes',
    label: 'dispatchSettingsLead',
    hint: 'dispatchSettingsLeadHint',
  },
  {
    field: 'maxWaitMinutes',
    id: 'dispatch-max-wait-minutes',
    label: 'dispatchSettingsMaxWait',
    hint: 'dispatchSettingsMaxWaitHint',
  },
] as const satisfies readonly {
  field: keyof typeof DISPATCH_LIMITS & keyof DispatchFormValues;
  id: string;
  label: MessageKey<'admin'>;
  hint: MessageKey<'admin'>;
}[];

/**
 * The dispatch settings as a form, edited from the version `initial` holds and saved with it, so
 * that the server refuses a save over someone else's newer one. `live` is `config/dispatch` as it
 * is now: when it moves past the edited version (and not by this tab's own save), or the server
 * refuses a save for that reason, a notice offers to load their settings in place of these.
 */
export function DispatchSettingsForm({
  initial,
  live,
  load,
  save,
}: {
  initial: StoredDispatchSettings;
  live: StoredDispatchSettings | null;
  /** The settings in force now (after a refused save). */
  load: () => Promise<StoredDispatchSettings>;
  save: (settings: DispatchSettingsInput) => Promise<StoredDispatchSettings>;
}) {
  const t = useT('admin');
  const [base, setBase] = useState(initial);
  const [refusedFor, setRefusedFor] = useState<StoredDispatchSettings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DispatchFormValues, unknown, DispatchSettingsInput>({
    resolver: zodResolver(dispatchSettingsInputSchema),
    defaultValues: valuesOf(initial),
  });
  const { errors, isSubmitting } = form.formState;

  const liveNewer = live && live.version > base.version ? live : null;
  const refusedNewer = refusedFor && refusedFor.version > base.version ? refusedFor : null;
  // This tab's own save may show live before its answer comes: not someone else's, so nothing
  // is said while it is on its way, and once it is back the form is at that version.
  const newer = isSubmitting ? null : (liveNewer ?? refusedNewer);

  const adopt = (settings: StoredDispatchSettings) => {
    setBase(settings);
    setRefusedFor(null);
    setFailure(null);
    form.reset(valuesOf(settings));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save({ ...values, version: base.version });
      adopt(saved);
      toast.success(t('dispatchSettingsSaved', { version: saved.version }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        try {
          setRefusedFor(await load());
        } catch {
          setFailure(errorMessage(error));
        }
      } else if (!applyServerErrors(error, form.setError, SERVER_FIELDS)) {
        setFailure(errorMessage(error));
      }
    }
  });

  return (
    <form className="dispatch-settings" onSubmit={submit} noValidate aria-labelledby="dispatch-form-heading">
      <h2 id="dispatch-form-heading">{t('dispatchSettingsFormHeading')}</h2>
      {newer ? (
        <div className="dispatch-newer" role="alert">
          <p>{t('dispatchSettingsNewer', { version: newer.version })}</p>
          <button type="button" className="secondary" onClick={() => adopt(newer)}>
            {t('dispatchSettingsLoadTheirs')}
          </button>
        </div>
      ) : null}
      <p className="muted">
        {base.version === 0
          ? t('dispatchSettingsNeverSaved')
          : t('dispatchSettingsVersion', { version: base.version })}
      </p>
      <div className="field">
        <label className="check-label" htmlFor="dispatch-auto">
          <input
            id="dispatch-auto"
            type="checkbox"
            role="switch"
            aria-describedby="dispatch-auto-help"
            {...form.register('auto')}
          />
          {t('dispatchSettingsAuto')}
        </label>
        <span id="dispatch-auto-help" className="field-note">
          {t('dispatchSettingsAutoHint')}
        </span>
        <FieldError id="dispatch-auto-error" message={errors.auto?.message} />
      </div>
      <div className="form-grid">
        {WHOLE_NUMBER_FIELDS.map(({ field, id, label, hint }) => (
          <TextField
            key={field}
            id={id}
            label={t(label)}
            hint={t(hint, DISPATCH_LIMITS[field])}
            type="number"
            inputMode="numeric"
            min={DISPATCH_LIMITS[field].min}
            max={DISPATCH_LIMITS[field].max}
            step={1}
            error={errors[field]?.message}
            {...form.register(field, { valueAsNumber: true })}
          />
        ))}
      </div>
      <DispatchRadiiFieldset form={form} />
      <FormError>{failure ?? undefined}</FormError>
      <SubmitButton pending={isSubmitting} pendingLabel={t('dispatchSettingsSaving')}>
        {t('dispatchSettingsSave')}
      </SubmitButton>
    </form>
  );
}
