import type { FiledComplaint } from '@dropwise/domain/api/complaints';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  type ComplaintRequest,
  complaintFieldsSchema,
} from '@dropwise/domain/complaints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, SelectField, SubmitButton, TextAreaField } from '@/components/form';
import { ApiError } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { CATEGORY_WORDS } from './complaint-words';

/**
 * The complaint form: what it is about and what happened, checked by the domain's rule as the
 * server checks it (each message beside its field). Once sent, the reference and the due date.
 */
export function ComplaintForm({
  send,
  onFiled,
}: {
  send: (request: ComplaintRequest) => Promise<FiledComplaint>;
  onFiled?: (filed: FiledComplaint) => void;
}) {
  const t = useT('complaints');
  const format = useFormat();
  const [filed, setFiled] = useState<FiledComplaint | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintRequest>({
    resolver: zodResolver(complaintFieldsSchema),
    defaultValues: { category: '' as ComplaintRequest['category'], text: '' },
  });

  const submit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      const answer = await send(request);
      setFiled(answer);
      reset();
      onFiled?.(answer);
    } catch (error) {
      if (applyServerErrors(error, setError, ['category', 'text'])) return;
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : t('failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="complaint-form" aria-label={t('sectionTitle')}>
      {filed ? (
        <p className="complaint-filed" role="status">
          {t('filed', { reference: filed.reference, due: format.dateTime(new Date(filed.dueBy)) })}
        </p>
      ) : null}
      <SelectField
        id="complaint-category"
        label={t('category')}
        error={errors.category?.message}
        {...register('category')}
      >
        <option value="">{t('categoryChoose')}</option>
        {COMPLAINT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(CATEGORY_WORDS[category])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="complaint-text"
        label={t('text')}
        hint={t('textHint', { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX })}
        rows={4}
        maxLength={COMPLAINT_TEXT_MAX + 20}
        error={errors.text?.message}
        {...register('text')}
      />
      <FormError>{failure ?? undefined}</FormError>
      <SubmitButton pending={isSubmitting} pendingLabel={t('sending')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
