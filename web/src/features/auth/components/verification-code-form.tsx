import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { verificationCodeSchema } from '@domain/customer-sign-in';
import { formFields, SubmitButton, TextField } from '../../../components/form';
import { authErrorMessage } from '../api/auth-error-message';
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
  const secondsLeft = useResendCountdown(sentAt);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState('');
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const field = formFields(form);
  const codeRefused = (error: unknown) =>
    form.setError('code', { message: authErrorMessage(error, 'code').message });

  const verify = form.handleSubmit(async ({ code }) => {
    setNotice('');
    try {
      await onVerify(code);
    } catch (error) {
      codeRefused(error);
    }
  });

  const resend = async () => {
    setResending(true);
    setNotice('');
    try {
      await onResend();
      form.reset({ code: '' });
      setNotice(`We sent a new code to ${phoneNumber}.`);
    } catch (error) {
      codeRefused(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={verify} noValidate>
      <p>
        We sent a 6-digit code by SMS to <strong>{phoneNumber}</strong>.
      </p>
      <TextField
        id="verification-code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        {...field('code')}
      />
      {notice && (
        <p className="field-note" role="status">
          {notice}
        </p>
      )}
      <p className="actions">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Verifying...">
          Verify
        </SubmitButton>
        <button type="button" className="secondary" onClick={resend} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : resending ? 'Sending...' : 'Resend code'}
        </button>
        {onChangeNumber && (
          <button type="button" className="link-button" onClick={onChangeNumber}>
            Use a different number
          </button>
        )}
      </p>
    </form>
  );
}
