import { type SosClose, sosCloseSchema } from '@dropwise/domain/safety/sos';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SubmitButton, TextAreaField } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { useT } from '@/lib/i18n/use-t';
import { useFieldWords } from './field-words';

/** The note an acknowledged alert is closed with (1 to 500 characters, said next to the field). */
export function CloseAlertForm({ onClose }: { onClose: (note: string) => Promise<void> }) {
  const t = useT('safetyDesk');
  const words = useFieldWords();
  const id = useId();
  const form = useForm<SosClose, unknown, { note: string }>({
    resolver: zodResolver(sosCloseSchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await onClose(note);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['note'])) toast.error(errorMessage(error));
    }
  });
  const label = t('noteLabel');
  return (
    <form onSubmit={submit} noValidate>
      <TextAreaField
        id={`${id}-note`}
        label={label}
        hint={t('noteHint')}
        rows={3}
        {...form.register('note')}
        error={words(form.formState.errors.note?.message, label)}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('closing')}>
        {t('closeAlert')}
      </SubmitButton>
    </form>
  );
}
