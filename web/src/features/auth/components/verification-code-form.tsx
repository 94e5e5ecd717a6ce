import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { verificationCodeSchema } from '@dropwise/domain/customer-sign-in';
import { formFields, SubmitButton, TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { authErrorMessage } from '@/features/auth/api/auth-error-message';
import { useResendCountdown } from './resend-countdown';

const codeFormSchema = z.object({ code: verificationCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

interface VerificationCodeFormProps {
  phoneNumber: string;
  /** When the current code was sent (epoch ms). */
  sentAt: number;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onChangeNumber?: () => void;
}

/** The 6-digit SMS code step: Verify, Resend code after a countdown, and clear error messages. */
export function VerificationCodeForm({
  phoneNumber,
  sentAt,
  onVerify,
  onResend,
  onChangeNumber,
}: VerificationCodeFormProps) {
  const t = useT('account');
  const secondsLeft = useResendCountdown(sentAt);
  const [resending, setResending] = useState(false);
  // Shown after a resend; rendered from the catalogue so it follows a language switch.
  const [resent, setResent] = useState(false);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const field = formFields(form);
  const codeRefused = (error: unknown) =>
    form.setError('code', { message: authErrorMessage(error, 'code').message });

  const verify = form.handleSubmit(async ({ code }) => {
    setResent(false);
    try {
      await onVerify(code);
    } catch (error) {
      codeRefused(error);
    }
  });

  const resend = async () => {
    setResending(true);
    setResent(false);
    try {
      await onResend();
      form.reset({ code: '' });
      setResent(true);
    } catch (error) {
      codeRefused(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={verify} noValidate>
      <p>{t.rich('codeSentTo', { phoneNumber, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <TextField
        id="verification-code"
        label={t('codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        {...field('code')}
      />
      {resent && (
        <p className="field-note" role="status">
          {t('newCodeSent', { phoneNumber })}
        </p>
      )}
      <p className="actions">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('verifying')}>
          {t('verify')}
        </SubmitButton>
        <button type="button" className="secondary" onClick={resend} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0
            ? t('resendIn', { seconds: secondsLeft })
            : resending
              ? t('sending')
              : t('resendCode')}
        </button>
        {onChangeNumber && (
          <button type="button" className="link-button" onClick={onChangeNumber}>
            {t('useDifferentNumber')}
          </button>
        )}
      </p>
    </form>
  );
}
