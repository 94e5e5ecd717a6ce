import { PARCEL_SIZE_BANDS } from '@dropwise/domain/fares';
import { DEFAULT_CANCELLATION_TERMS } from '@dropwise/domain/cancellation-terms';
import {
  DEFAULT_PLATFORM_SHARE_PERCENT,
  DEFAULT_TAX_RATE_PERCENT,
} from '@dropwise/domain/default-fare-table';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import type { ParseParams } from 'zod';
import { errorMessage } from '@/lib/api/api-error';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import { useLoad } from '@/lib/firebase/use-load';
import { getFareTable } from '@/lib/fares/fare-table';
import { type FareTableInput, fareTableInputSchema, saveFareTable } from '@/features/admin/api/fare-table';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { CancellationFieldset } from '@/features/admin/fares/cancellation-fieldset';
import { EarningsFieldset, RATE_FIELDS } from '@/features/admin/fares/earnings-fieldset';
import type { FareFormValues } from '@/features/admin/fares/fare-form';
import { showServerFieldErrors } from '@/features/admin/fares/server-field-errors';
import { TimeBandsFieldset } from '@/features/admin/fares/time-bands-fieldset';
import { VehicleFieldset } from '@/features/admin/fares/vehicle-fieldset';
import { SubmitButton, TextField } from '@/components/form';

/**
 * /admin/fares: edit the fare table the booking functions quote from (a new version each save):
 * each vehicle's rates with a preview of what trips cost, the parcel surcharges, the time bands,
 * the cancellation terms, and the platform share and tax.
 */
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
  const form = useForm<FareFormValues, unknown, FareTableInput>({
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
        // A table saved before the rates, bands or terms existed settles at the defaults: show them.
        reset({
          ...table,
          platformSharePercent: table.platformSharePercent ?? DEFAULT_PLATFORM_SHARE_PERCENT,
          taxRatePercent: table.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT,
          timeBands: table.timeBands ?? [],
          cancellation: table.cancellation ?? DEFAULT_CANCELLATION_TERMS,
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
      toast.error(showServerFieldErrors(form, error) ? t('faresNotSaved') : errorMessage(error));
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
            <VehicleFieldset key={type} form={form} type={type} />
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
          <TimeBandsFieldset form={form} />
          <CancellationFieldset form={form} />
          <EarningsFieldset form={form} />
          <SubmitButton pending={isSubmitting}>{t('faresSave')}</SubmitButton>
        </form>
      ) : null}
    </AdminLayout>
  );
}
