import {
  ANSWER_MAX,
  ANSWER_STATUSES,
  type ComplaintAnswerInput,
  complaintAnswerSchema,
} from '@dropwise/domain/admin/complaints-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormError, SelectField, SubmitButton, TextAreaField } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { useT } from '@/lib/i18n/use-t';
import type { DeskComplaint } from '@/features/admin/api/complaints';

const STATUS_WORDS = {
  in_progress: 'complaintsStatusInProgress',
  resolved: 'complaintsStatusResolved',
} as const;

/** An admin's answer to one complaint, and the status it leaves the complaint in. */
export function AnswerForm({
  complaint,
  send,
}: {
  complaint: DeskComplaint;
  send: (answer: ComplaintAnswerInput) => Promise<void>;
}) {
  const t = useT('admin');
  const [failure, setFailure] = useState<string | null>(null);
  const id = `answer-${complaint.complaintId}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintAnswerInput>({
    resolver: zodResolver(complaintAnswerSchema),
    defaultValues: {
      answer: complaint.answer ?? '',
      status: complaint.status === 'resolved' ? 'resolved' : 'in_progress',
    },
  });
  const submit = handleSubmit(async (answer) => {
    setFailure(null);
    try {
      await send(answer);
      toast.success(t('complaintsAnswered', { reference: complaint.reference }));
    } catch (error) {
      if (applyServerErrors(error, setError, ['answer', 'status'])) return;
      setFailure(errorMessage(error));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="complaint-answer-form"
      aria-label={t('complaintsAnswerFor', { reference: complaint.reference })}
    >
      <TextAreaField
        id={`${id}-text`}
        label={t('complaintsAnswer')}
        rows={3}
        maxLength={ANSWER_MAX + 20}
        error={errors.answer?.message}
        {...register('answer')}
      />
      <SelectField
        id={`${id}-status`}
        label={t('complaintsAnswerStatus')}
        error={errors.status?.message}
        {...register('status')}
      >
        {ANSWER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_WORDS[status])}
          </option>
        ))}
      </SelectField>
      <FormError>{failure ?? undefined}</FormError>
      <SubmitButton pending={isSubmitting} pendingLabel={t('complaintsSending')}>
        {t('complaintsSend')}
      </SubmitButton>
    </form>
  );
}
