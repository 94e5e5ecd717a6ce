import {
  ANSWER_DAYS_MAX,
  type GrievanceOfficerInput,
  grievanceOfficerSchema,
  type GrievanceOfficerState,
} from '@dropwise/domain/admin/complaints-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormError, PhoneField, SubmitButton, TextField } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { useT } from '@/lib/i18n/use-t';

const FIELDS = ['name', 'email', 'phone', 'answerWithinDays'] as const;

/**
 * The grievance officer the public pages name, and how many days complaints are answered within
 * (at most 30: the one-month bound of the Consumer Protection (E-Commerce) Rules, 2020).
 */
export function OfficerSettingsForm({
  initial,
  save,
}: {
  initial: GrievanceOfficerState;
  save: (settings: GrievanceOfficerInput) => Promise<GrievanceOfficerState>;
}) {
  const t = useT('admin');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrievanceOfficerInput>({
    resolver: zodResolver(grievanceOfficerSchema),
    defaultValues: {
      name: initial.name ?? '',
      email: initial.email ?? '',
      phone: initial.phone ?? '',
      answerWithinDays: initial.answerWithinDays,
    },
  });
  const submit = handleSubmit(async (settings) => {
    setFailure(null);
    try {
      const saved = await save(settings);
      reset({ ...saved, name: saved.name ?? '', email: saved.email ?? '', phone: saved.phone ?? '' });
      toast.success(t('officerSaved'));
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS)) return;
      setFailure(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="card officer-form" aria-label={t('officerTitle')}>
      <TextField
        id="officer-name"
        label={t('officerName')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="officer-email"
        type="email"
        label={t('officerEmail')}
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneField
        id="officer-phone"
        label={t('officerPhone')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id="officer-days"
        type="number"
        inputMode="numeric"
        min={1}
        max={ANSWER_DAYS_MAX}
        label={t('officerDays')}
        hint={t('officerDaysHint', { max: ANSWER_DAYS_MAX })}
        error={errors.answerWithinDays?.message}
        {...register('answerWithinDays', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      />
      <FormError>{failure ?? undefined}</FormError>
      <SubmitButton pending={isSubmitting} pendingLabel={t('officerSaving')}>
        {t('officerSave')}
      </SubmitButton>
    </form>
  );
}
