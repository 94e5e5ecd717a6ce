import { PARCEL_SIZE_BANDS } from '@dropwise/domain/fares';
import {
  DEFAULT_PLATFORM_SHARE_PERCENT,
  DEFAULT_TAX_RATE_PERCENT,
} from '@dropwise/domain/default-fare-table';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import type { ParseParams, z } from 'zod';
import { errorMessage } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import { useLoad } from '@/lib/firebase/use-load';
import { getFareTable } from '@/lib/fares/fare-table';
import { type FareTableInput, fareTableInputSchema, saveFareTable } from '@/features/admin/api/fare-table';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { SubmitButton, TextField } from '@/components/form';

const NUMBER_FIELDS = [
  ['base', 'faresBase'],
  ['perKm', 'faresPerKm'],
  ['minimum', 'faresMinimum'],
  ['seats', 'faresSeats'],
] as const satisfies readonly (readonly [string, MessageKey<'admin'>])[];

/** The settlement rates: their field, label, hint, what the form says when out of range, and limit. */
const RATE_FIELDS = [
  ['platformSharePercent', 'faresPlatformShare', 'faresPlatformShareHint', 'faresPlatformShareRange', 100],
  ['taxRatePercent', 'faresTaxRate', 'faresTaxRateHint', 'faresTaxRateRange', 28],
] as const satisfies readonly (readonly [
  string,
  MessageKey<'admin'>,
  MessageKey<'admin'>,
  MessageKey<'admin'>,
  number,
])[];

/** /admin/fares: edit the fare table the booking functions quote from (a new version each save). */
export default function FaresPage() {
  const t = useT('admin');
  const labels = useDomainLabels();
  const auth = useAuth();
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  // The table's rules give the rates no words of their own; an empty or out-of-range rate says
  // its range here. Every other field keeps the rule's own message.
  const rateMessages: Partial<ParseParams> = {
    errorMap: (issue, context) => {
      const rate = RATE_FIELDS.find(([field]) => issue.path.length === 1 && issue.path[0] === field);
      return { message: rate ? t(rate[3]) : context.defaultError };
    },
  };
  const form = useForm<z.input<typeof fareTableInputSchema>, unknown, FareTableInput>({
    // The resolver fills in the rest of the parse parameters itself; only the messages are ours.
    resolver: zodResolver(fareTableInputSchema, rateMessages as ParseParams),
  });
  const { errors, isSubmitting } = form.formState;
  const vehicles = Object.keys(form.watch('vehicles') ?? {});

  const { reset } = form;
  // The form takes the table as it arrives, so the fields never show empty under its version.
  const loaded = useLoad(
    () =>
      getFareTable(auth).then(({ version: current, ...table }) => {
        // A table saved before the rates existed settles at the defaults: show them.
        reset({
          ...table,
          platformSharePercent: table.platformSharePercent ?? DEFAULT_PLATFORM_SHARE_PERCENT,
          taxRatePercent: table.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT,
        });
        return current;
      }),
    [auth, reset],
  );
  const version = savedVersion ?? loaded.data ?? null;
  const loadError = loaded.error ? errorMessage(loaded.error) : null;

  const submit = form.handleSubmit(async (table) => {
    try {
      const saved = await saveFareTable(auth, table);
      setSavedVersion(saved.version);
      toast.success(t('faresSaved', { version: saved.version }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <AdminLayout title={t('faresTitle')}>
      {loadError ? <p role="alert">{loadError}</p> : null}
      {version === null && !loadError ? <p role="status">{t('faresLoading')}</p> : null}
      {version !== null ? (
        <form onSubmit={submit} noValidate>
          <p className="muted">{t('faresVersionNote', { version })}</p>
          {vehicles.map((type) => (
            <fieldset className="card" key={type}>
              <legend>{form.getValues(`vehicles.${type}.label`) || type}</legend>
              <div className="form-grid">
                {NUMBER_FIELDS.map(([field, label]) => (
                  <TextField
                    key={field}
                    id={`fare-${type}-${field}`}
                    label={t(label, { type })}
                    type="number"
                    min={0}
                    step={field === 'seats' ? 1 : 'any'}
                    error={errors.vehicles?.[type]?.[field]?.message}
                    {...form.register(`vehicles.${type}.${field}`, { valueAsNumber: true })}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset className="card">
            <legend>{t('faresParcelSurcharge')}</legend>
            <div className="form-grid">
              {PARCEL_SIZE_BANDS.map((band) => (
                <TextField
                  key={band}
                  id={`fare-parcel-${band}`}
                  label={labels.parcelSize(band)}
                  type="number"
                  min={0}
                  step="any"
                  error={errors.parcelSurcharge?.[band]?.message}
                  {...form.register(`parcelSurcharge.${band}`, { valueAsNumber: true })}
                />
              ))}
            </div>
          </fieldset>
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
          <SubmitButton pending={isSubmitting}>{t('faresSave')}</SubmitButton>
        </form>
      ) : null}
    </AdminLayout>
  );
}
