import type { PapersAnswer, StoredPapers } from '@dropwise/domain/api/safety';
import type { PapersInput } from '@dropwise/domain/safety/rider-papers';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, get, type Path, useForm } from 'react-hook-form';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton, TextField } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { useFieldWords } from './field-words';
import {
  PAPERS_FIELD_NAMES,
  papersFormSchema,
  type PapersFormValues,
  papersFormValues,
  type PapersToSave,
} from './papers-form-values';
import { PapersPhoto } from './papers-photo';

type FieldName = (typeof PAPERS_FIELD_NAMES)[number];
interface FieldSpec {
  name: FieldName;
  label: MessageKey<'safetyDesk'>;
  hint?: MessageKey<'safetyDesk'>;
  date?: boolean;
}

const GROUPS: Array<{ legend: MessageKey<'safetyDesk'>; fields: FieldSpec[] }> = [
  {
    legend: 'groupLicence',
    fields: [
      { name: 'licenceNumber', label: 'labelLicenceNumber', hint: 'hintLicenceNumber' },
      { name: 'licenceExpiry', label: 'labelLicenceExpiry', date: true },
    ],
  },
  {
    legend: 'groupVehicle',
    fields: [
      { name: 'vehicleRegistration', label: 'labelVehicleRegistration', hint: 'hintVehicleRegistration' },
      { name: 'vehicleMake', label: 'labelVehicleMake' },
      { name: 'vehicleModel', label: 'labelVehicleModel' },
      { name: 'vehicleColour', label: 'labelVehicleColour' },
    ],
  },
  {
    legend: 'groupCover',
    fields: [
      { name: 'insuranceExpiry', label: 'labelInsuranceExpiry', date: true },
      { name: 'pucExpiry', label: 'labelPucExpiry', date: true },
    ],
  },
  {
    legend: 'groupVerification',
    fields: [
      { name: 'policeVerification.reference', label: 'labelVerificationReference' },
      { name: 'policeVerification.verifiedOn', label: 'labelVerifiedOn', date: true },
    ],
  },
];

interface PapersFormProps {
  riderName: string;
  papers: Partial<StoredPapers> | null;
  save: (papers: PapersInput) => Promise<PapersAnswer>;
  onSaved: (state: PapersAnswer) => void;
  /** The India day a verification may not be after (today, unless a test says otherwise). */
  today?: () => string;
}

/**
 * The rider's papers, checked by the domain's rules (blank fields are papers not seen yet), saved
 * whole; the server's per-field refusals show next to their fields.
 */
export function PapersForm({ riderName, papers, save, onSaved, today }: PapersFormProps) {
  const t = useT('safetyDesk');
  const words = useFieldWords();
  const [photo, setPhoto] = useState(papers?.photo ?? null);
  const form = useForm<PapersFormValues, unknown, PapersToSave>({
    resolver: zodResolver(papersFormSchema(today)),
    defaultValues: papersFormValues(papers),
  });
  const submit = form.handleSubmit(async (values) => {
    // The photo goes back as loaded (or removed); a rider who never had one is sent none.
    const keep = photo === null && !papers?.photo ? {} : { photo };
    try {
      const state = await save({ ...values, ...keep });
      toast.success(t('papersSaved', { name: riderName }));
      onSaved(state);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, PAPERS_FIELD_NAMES)) toast.error(errorMessage(error));
    }
  });
  const field = ({ name, label, hint, date }: FieldSpec) => {
    const text = t(label);
    const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
    return (
      <TextField
        key={name}
        id={`papers-${name.replace('.', '-')}`}
        label={text}
        hint={hint ? t(hint) : undefined}
        type={date ? 'date' : 'text'}
        {...form.register(name as Path<PapersFormValues>)}
        error={words(error, text)}
      />
    );
  };
  return (
    <section aria-labelledby="papers-form-heading">
      <h2 id="papers-form-heading">{t('papersFormHeading')}</h2>
      <form className="card papers-form" onSubmit={submit} noValidate>
        <p>{t('papersFormHint')}</p>
        {GROUPS.map((group) => (
          <fieldset key={group.legend}>
            <legend>{t(group.legend)}</legend>
            <div className="form-grid">{group.fields.map(field)}</div>
          </fieldset>
        ))}
        <PapersPhoto photo={photo} saved={papers?.photo ?? null} name={riderName} onChange={setPhoto} />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('papersSaving')}>
          {t('papersSave')}
        </SubmitButton>
      </form>
    </section>
  );
}
