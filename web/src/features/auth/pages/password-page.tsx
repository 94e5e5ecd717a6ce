import { zodResolver } from '@hookform/resolvers/zod';
import type { ConfirmationResult } from 'firebase/auth';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { FormError, formFields, PasswordField, SubmitButton } from '@/components/form';
import { authErrorMessage, errorCode } from '@/features/auth/api/auth-error-message';
import { confirmVerificationCode } from '@/features/auth/api/confirm-verification-code';
import { sendReauthenticationCode } from '@/features/auth/api/send-verification-code';
import {
  hasPassword,
  setPassword,
  setPasswordSchema,
  type SetPasswordInput,
} from '@/features/auth/api/set-password';
import { customerPage, useSignedInCustomer } from '@/components/session/require-customer';
import { VerificationCodeForm } from '@/features/auth/components/verification-code-form';
import { useT } from '@/lib/i18n/use-t';

export default customerPage(PasswordScreen);

const LINK_CONFLICT_CODES = new Set(['auth/email-already-in-use', 'auth/credential-already-in-use']);

function PasswordScreen() {
  const t = useT('account');
  const user = useSignedInCustomer();
  const auth = useAuth();
  const [passwordSet, setPasswordSet] = useState(() => hasPassword(user));
  const [done, setDone] = useState(false);
  // The password waiting for a re-authentication (the provider asked for a recent sign-in).
  const waiting = useRef<SetPasswordInput | null>(null);
  const [reauth, setReauth] = useState<{ sentAt: number } | null>(null);
  const [reauthError, setReauthError] = useState('');
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptchaContainer = useRef<HTMLDivElement>(null);
  const form = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = formFields(form);

  const saved = () => {
    setPasswordSet(true);
    setDone(true);
    setReauth(null);
    waiting.current = null;
    form.reset({ password: '', confirmPassword: '' });
    toast.success(t('passwordSavedToast'));
  };

  const sendCode = async () => {
    if (!recaptchaContainer.current) return;
    confirmation.current = await sendReauthenticationCode(auth, user, recaptchaContainer.current);
    setReauth({ sentAt: Date.now() });
  };

  const submit = form.handleSubmit(async (input) => {
    setDone(false);
    try {
      await setPassword(user, input);
      saved();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/requires-recent-login') {
        waiting.current = input;
        try {
          setReauthError('');
          await sendCode();
        } catch (sendError) {
          setReauthError(authErrorMessage(sendError).message);
        }
        return;
      }
      const message = LINK_CONFLICT_CODES.has(code)
        ? t('authErrorPasswordTaken')
        : authErrorMessage(error, 'password').message;
      form.setError('password', { message });
    }
  });

  const verifyAndSave = async (code: string) => {
    if (!confirmation.current || !waiting.current) return;
    await confirmVerificationCode(confirmation.current, code);
    await setPassword(user, waiting.current);
    saved();
  };

  return (
    <main className="page narrow">
      <h1>{passwordSet ? t('passwordChangeTitle') : t('passwordSetTitle')}</h1>
      <p>{passwordSet ? t('passwordChangeIntro') : t('passwordSetIntro')}</p>
      {done && (
        <p role="status" className="notice">
          {t.rich('passwordSavedNotice', {
            link: (chunks) => <Link to={pagePaths.passwordSignIn}>{chunks}</Link>,
          })}
        </p>
      )}
      {reauth ? (
        <section aria-label={t('confirmItsYou')}>
          <h2>{t('confirmItsYou')}</h2>
          <p>{t('confirmItsYouIntro')}</p>
          <VerificationCodeForm
            phoneNumber={user.phoneNumber ?? ''}
            sentAt={reauth.sentAt}
            onVerify={verifyAndSave}
            onResend={sendCode}
          />
          <button type="button" className="link-button" onClick={() => setReauth(null)}>
            {t('cancel')}
          </button>
        </section>
      ) : (
        <form onSubmit={submit} noValidate>
          <PasswordField
            id="new-password"
            label={t('newPasswordLabel')}
            autoComplete="new-password"
            hint={t('newPasswordHint')}
            {...field('password')}
          />
          <PasswordField
            id="confirm-password"
            label={t('confirmPasswordLabel')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <FormError>{reauthError}</FormError>
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
            {t('savePassword')}
          </SubmitButton>
        </form>
      )}
      <div ref={recaptchaContainer} />
      <p>
        <Link to={pagePaths.profile}>{t('backToProfile')}</Link>
      </p>
    </main>
  );
}
