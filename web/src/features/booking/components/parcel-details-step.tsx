import { parcelDetailsSchema } from '@dropwise/domain/booking';
import { PARCEL_SIZE_BANDS } from '@dropwise/domain/fares';
import type { z } from 'zod';
import type { DraftParcelDetails } from '@/features/booking/draft/parcel-draft';
import { FieldError, formFields, PhoneField, TextField } from '@/components/form';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import { StepActions, type StepNav } from './step-actions';
import { useStepForm } from './use-step-form';

type ParcelInput = z.input<typeof parcelDetailsSchema>;

interface ParcelDetailsStepProps extends StepNav {
  parcel: DraftParcelDetails;
  onChange: (parcel: DraftParcelDetails) => void;
}

/** What is sent and to whom: size band, description, receiver's name and phone. */
export function ParcelDetailsStep({ parcel, onChange, onBack, onNext, onClear }: ParcelDetailsStepProps) {
  const t = useT('booking');
  const labels = useDomainLabels();
  const form = useStepForm(parcelDetailsSchema, parcel as ParcelInput, (values) =>
    onChange({
      sizeBand: (values.sizeBand ?? '') as DraftParcelDetails['sizeBand'],
      description: values.description ?? '',
      receiverName: values.receiverName ?? '',
      receiverPhone: values.receiverPhone ?? '',
    }),
  );
  const { register, handleSubmit } = form;
  const field = formFields(form);
  const errors = form.formState.errors;

  return (
    <form onSubmit={handleSubmit(() => onNext())} noValidate>
      <fieldset className="choice-list" aria-describedby={errors.sizeBand ? 'parcel-size-error' : undefined}>
        <legend>{t('parcelSizeLegend')}</legend>
        {PARCEL_SIZE_BANDS.map((band) => (
          <label key={band} className="choice">
            <input type="radio" value={band} {...register('sizeBand')} />
            <span className="choice-title">{labels.parcelSize(band)}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id="parcel-size-error" message={errors.sizeBand?.message} />
      <TextField
        id="parcel-description"
        label={t('description')}
        maxLength={320}
        placeholder={t('descriptionPlaceholder')}
        {...field('description')}
      />
      <TextField
        id="parcel-receiverName"
        label={t('receiverNameLabel')}
        maxLength={90}
        autoComplete="off"
        {...field('receiverName')}
      />
      <PhoneField id="parcel-receiverPhone" label={t('receiverPhoneLabel')} {...field('receiverPhone')} />
      <StepActions onBack={onBack} onClear={onClear} />
    </form>
  );
}
