import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { phoneNumberSchema } from '@dropwise/domain/customer-sign-in';
import { formFields, PhoneField, SubmitButton } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { authErrorMessage } from '@/features/auth/api/auth-error-message';

const phoneFormSchema = z.object({ phoneNumber: phoneNumberSchema });
type PhoneFormInput = z.input<typeof phoneFormSchema>;
type PhoneFormOutput = z.output<typeof phoneFormSchema>;

interface PhoneNumberFormProps {
  defaultPhoneNumber?: string;
  /** Receives the number normalised to E.164. */
  onSend: (phoneNumber: string) => Promise<void>;
}

/** The first sign-in step: the phone number as people type it, then Send code. */
export function PhoneNumberForm({ defaultPhoneNumber = '', onSend }: PhoneNumberFormProps) {
  const t = useT('account');
  const form = useForm<PhoneFormInput, unknown, PhoneFormOutput>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phoneNumber: defaultPhoneNumber },
  });
  const field = formFields(form);

  const send = form.handleSubmit(async ({ phoneNumber }) => {
    try {
      await onSend(phoneNumber);
    } catch (error) {
      form.setError('phoneNumber', { message: authErrorMessage(error, 'phoneNumber').message });
    }
  });

  return (
    <form onSubmit={send} noValidate>
      <PhoneField
        id="phone-number"
        label={t('phoneLabel')}
        autoComplete="tel"
        hint={t('phoneHint')}
        {...field('phoneNumber')}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('sending')}>
        {t('sendCode')}
      </SubmitButton>
    </form>
  );
}
